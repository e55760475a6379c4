import { useLayoutEffect, useRef, useState } from 'react';
import {
  applyPlacement,
  displayCategoryTitle,
  groupByDisplayCategory,
  moduleKey,
  placementWithinCategory,
  stepPlacement,
  type OnboardingState,
  type OnboardingVersion,
  type VersionVideo,
} from '@retainly/domain';
import { Button } from '@/components/ui/button';
import { useAgencyModules } from './api/agency-modules';
import { useMoveVersionModule } from './api/place-version-module';
import { useVersionVideos, useVideoVisibility } from './api/version-videos';
import { AddOwnVideo } from './add-own-video';
import { ModuleGroupList } from './module-group-list';
import { StorageMeter } from './storage-meter';

/** Where a module stands after a move, for the screen reader: 'position 2 of 5 in ...'. */
function positionSentence(videos: VersionVideo[], key: string): string {
  const moved = videos.find((v) => moduleKey(v) === key);
  if (!moved) return '';
  const group = videos.filter((v) => v.displayCategory === moved.displayCategory);
  return `Moved ${moved.title} to position ${group.indexOf(moved) + 1} of ${group.length} in ${displayCategoryTitle(moved.displayCategory)}.`;
}

/**
 * What this version's clients see, in its order: the catalogue's videos and the agency's own,
 * under their categories, each with its switch; the agency adds, moves and edits its own here.
 */
export function VideoVisibilityEditor({
  state,
  version,
}: {
  state: OnboardingState;
  version: OnboardingVersion;
}) {
  const videos = useVersionVideos(version.id);
  const library = useAgencyModules();
  const toggle = useVideoVisibility(version.id, version.tier);
  const move = useMoveVersionModule(version.id);
  const container = useRef<HTMLDivElement>(null);
  const focusAfterMove = useRef<string | null>(null);
  const [announcement, setAnnouncement] = useState('');

  // A move re-orders the rows, which drops focus: it goes back to the Move button pressed.
  useLayoutEffect(() => {
    const wanted = focusAfterMove.current;
    if (!wanted) return;
    const button = container.current?.querySelector<HTMLElement>(
      `[data-move="${CSS.escape(wanted)}"]`,
    );
    if (button && document.activeElement !== button) button.focus();
    focusAfterMove.current = null;
  }, [videos.data]);

  function place(key: string, placement: { after: string | null } | null) {
    if (!placement || !videos.data) return;
    const moduleId = key.slice(key.indexOf('/') + 1);
    setAnnouncement(positionSentence(applyPlacement(videos.data, key, placement.after), key));
    move.mutate({ key, moduleId, after: placement.after });
  }

  let content;
  if (videos.isPending) {
    content = (
      <p role="status" className="text-slate-600">
        Loading videos...
      </p>
    );
  } else if (videos.isError) {
    content = (
      <div role="alert" className="flex flex-wrap items-center gap-3 text-slate-800">
        We couldn't load the videos.
        <Button variant="outline" onClick={() => void videos.refetch()}>
          Try again
        </Button>
      </div>
    );
  } else {
    const list = videos.data;
    const shown = list.filter((video) => video.isVisible).length;
    content = (
      <>
        <p className="text-sm text-slate-600">
          {shown} of {list.length} videos shown to clients of this version.
        </p>
        {groupByDisplayCategory(list).map((group) => (
          <ModuleGroupList
            key={group.displayCategory}
            group={group}
            version={version}
            versions={state.versions}
            library={library.data}
            onToggle={(video, visible) => toggle.mutate({ video, visible })}
            onMoveTo={(key, index) => place(key, placementWithinCategory(list, key, index))}
            onStep={(key, direction) => {
              focusAfterMove.current = `${key} ${direction}`;
              place(key, stepPlacement(list, key, direction));
            }}
          />
        ))}
      </>
    );
  }

  return (
    <div ref={container} className="flex min-w-0 flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h4 className="text-lg font-semibold">Videos</h4>
        <AddOwnVideo state={state} version={version} videos={videos.data} library={library.data} />
      </div>
      {library.data && <StorageMeter quota={library.data.quota} />}
      {library.isError && (
        <p role="alert" className="text-sm text-slate-800">
          Your own videos could not be loaded.{' '}
          <button type="button" className="underline" onClick={() => void library.refetch()}>
            Try again
          </button>
        </p>
      )}
      <p role="status" className="sr-only">
        {announcement}
      </p>
      {content}
    </div>
  );
}
