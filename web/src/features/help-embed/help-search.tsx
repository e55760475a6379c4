import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { helpQueryOf, videoKey, type PortalLanguage, type ProgressIndex } from '@retainly/domain';
import type { PortalVideo } from '@/features/portal/api/get-portal';
import { FOCUS_RING } from '@/features/portal/portal-theme';
import { useHelpSearch } from './api/search-help';
import type { VideoIndex } from './help-library';
import { HelpVideoList } from './help-video-list';

/** Wait this long after the last key before asking the server. */
const DEBOUNCE_MS = 300;

/**
 * Search across the version's titles, descriptions and transcripts, on the server. The result
 * count is announced in a polite live region; each hit shows where it matched.
 */
export function HelpSearch({
  versionId,
  language,
  index,
  reports,
  onSearch,
  onOpen,
}: {
  versionId: string;
  language: PortalLanguage;
  index: VideoIndex;
  reports: ProgressIndex;
  /** Told of every change to the box (usage reporting settles on its own). */
  onSearch: (typed: string) => void;
  onOpen: (video: PortalVideo) => void;
}) {
  const { t } = useTranslation('help');
  const headingId = useId();
  const inputId = useId();
  const [typed, setTyped] = useState('');
  const [query, setQuery] = useState('');
  useEffect(() => {
    const timer = window.setTimeout(() => setQuery(helpQueryOf(typed)), DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [typed]);
  const results = useHelpSearch(versionId, query, language);
  const hits = query && results.data?.query === query ? results.data.hits : null;
  const snippets = new Map(hits?.map((hit) => [videoKey(hit), hit.snippet]));
  const videos = (hits ?? [])
    .map((hit) => index.get(videoKey(hit))?.video)
    .filter((video): video is PortalVideo => video !== undefined);

  return (
    <section aria-labelledby={headingId} role="search" className="flex flex-col gap-3">
      <h2 id={headingId} className="text-base font-bold">
        {t('search.heading')}
      </h2>
      <label htmlFor={inputId} className="sr-only">
        {t('search.label')}
      </label>
      <input
        id={inputId}
        type="search"
        value={typed}
        maxLength={100}
        placeholder={t('search.placeholder')}
        onChange={(event) => {
          setTyped(event.target.value);
          onSearch(event.target.value);
        }}
        onKeyDown={(event) => {
          // Escape in a filled box clears it; in an empty one it closes the panel.
          if (event.key === 'Escape' && typed) {
            event.preventDefault();
            setTyped('');
          }
        }}
        className={`rounded-lg border border-slate-300 bg-white px-3 py-2 text-base ${FOCUS_RING}`}
      />
      <p role="status" aria-live="polite" className="text-sm text-slate-600">
        {!query
          ? ''
          : hits === null
            ? results.isError
              ? t('search.failed')
              : t('search.searching')
            : videos.length === 0
              ? t('search.none', { query })
              : t('search.results', { count: videos.length, query })}
      </p>
      {videos.length > 0 && (
        <HelpVideoList
          videos={videos}
          reports={reports}
          idPrefix="search"
          onOpen={onOpen}
          extra={(video) => {
            const snippet = snippets.get(videoKey(video));
            return snippet ? (
              <p data-help-snippet className="text-xs text-slate-600">
                {snippet}
              </p>
            ) : null;
          }}
        />
      )}
    </section>
  );
}
