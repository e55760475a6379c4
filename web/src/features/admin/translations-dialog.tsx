import { useState } from 'react';
import * as z from 'zod/mini';
import {
  LANGUAGE_ENGLISH_NAMES,
  TRANSLATED_LANGUAGES,
  TRANSLATION_LIMITS,
  type AdminVideo,
  type CatalogueTranslation,
  type TranslatedLanguage,
} from '@retainly/domain';
import { useZodForm } from '@/components/form/use-zod-form';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { TextAreaField } from '@/components/ui/text-area-field';
import { LabelledSelect } from './labelled-select';
import { toastOutcome } from './toast-outcome';
import {
  useApproveTranslation,
  useRemoveTranslation,
  useSaveTranslation,
  useTranslations,
} from './api/translations';

const LANGUAGE_OPTIONS = TRANSLATED_LANGUAGES.map((value) => ({
  value,
  label: LANGUAGE_ENGLISH_NAMES[value],
}));

/** The browser checks the title is there (required); the api checks both again. */
const textSchema = z.object({ title: z.string(), description: z.string() });

function statusText(translation: CatalogueTranslation | undefined, name: string): string {
  if (!translation) return `No ${name} text yet: clients reading ${name} see the English.`;
  if (translation.status === 'approved') return `Approved: clients reading ${name} see this.`;
  const by = translation.source === 'ai' ? 'AI draft' : 'Draft';
  return `${by} awaiting approval: clients reading ${name} see the English until it is approved.`;
}

/** One language's form: mounted per language, so switching starts from that language's text. */
function TranslationForm({
  video,
  language,
  translation,
}: {
  video: AdminVideo;
  language: TranslatedLanguage;
  translation: CatalogueTranslation | undefined;
}) {
  const form = useZodForm(textSchema, {
    title: translation?.title ?? '',
    description: translation?.description ?? '',
  });
  const save = useSaveTranslation();
  const approve = useApproveTranslation();
  const remove = useRemoveTranslation();
  const name = LANGUAGE_ENGLISH_NAMES[language];
  const ref = { categoryId: video.categoryId, moduleId: video.moduleId, language };
  const busy = save.isPending || approve.isPending || remove.isPending;
  const submit = form.handleSubmit((text) => {
    if (busy) return;
    save.mutate(
      { ref, text },
      toastOutcome(`Saved the ${name} text of '${video.title}'`, 'Failed to save the text'),
    );
  });
  return (
    <form
      className="flex flex-col gap-3"
      aria-label={`${name} text`}
      onSubmit={(event) => void submit(event)}
    >
      <p role="status" className="text-sm text-slate-700">
        {statusText(translation, name)}
      </p>
      <div className="rounded-lg bg-slate-50 p-3 text-sm text-slate-700">
        <p className="font-medium">English: {video.title}</p>
        <p>{video.description}</p>
      </div>
      <Field
        label={`Title in ${name}`}
        required
        maxLength={TRANSLATION_LIMITS.titleMax}
        {...form.register('title')}
      />
      <TextAreaField
        label={`Description in ${name}`}
        rows={3}
        maxLength={TRANSLATION_LIMITS.descriptionMax}
        {...form.register('description')}
      />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" aria-disabled={busy || undefined}>
          Save and approve
        </Button>
        {translation?.status === 'draft' && (
          <Button
            variant="outline"
            aria-disabled={busy || undefined}
            onClick={() =>
              !busy &&
              approve.mutate(
                ref,
                toastOutcome(`Approved the ${name} draft of '${video.title}'`, 'Failed to approve'),
              )
            }
          >
            Approve draft
          </Button>
        )}
        {translation && (
          <Button
            variant="outline"
            aria-disabled={busy || undefined}
            onClick={() =>
              !busy &&
              remove.mutate(
                ref,
                toastOutcome(`Removed the ${name} text of '${video.title}'`, 'Failed to remove'),
              )
            }
          >
            Remove
          </Button>
        )}
      </div>
    </form>
  );
}

/** A module's title and description per language. */
export function TranslationsDialog({ video, onClose }: { video: AdminVideo; onClose: () => void }) {
  const [language, setLanguage] = useState<TranslatedLanguage>(TRANSLATED_LANGUAGES[0]);
  const { data } = useTranslations();
  const translation = data?.translations.find(
    (t) =>
      t.categoryId === video.categoryId && t.moduleId === video.moduleId && t.language === language,
  );
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={`Translations of ${video.title}`}
      size="lg"
    >
      <div className="flex flex-col gap-4">
        <LabelledSelect
          label="Language"
          value={language}
          options={LANGUAGE_OPTIONS}
          onChange={setLanguage}
        />
        {data ? (
          <TranslationForm
            key={`${language}:${translation?.updatedAt ?? 'none'}`}
            video={video}
            language={language}
            translation={translation}
          />
        ) : (
          <p className="text-sm text-slate-600">Loading the translations...</p>
        )}
      </div>
    </Dialog>
  );
}
