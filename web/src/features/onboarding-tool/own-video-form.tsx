import {
  agencyModuleDraftErrors,
  resolveNewCategory,
  type AgencyModuleDraft,
  type AgencyModuleDraftErrors,
  type AgencyModuleLibrary,
} from '@retainly/domain';
import { useCheckedForm } from '@/components/form/checked-form';

/**
 * The Add and Edit dialogs' checks of an own video (shown through useCheckedForm): the draft
 * as it will be sent (a new category that already exists becomes that one) and its
 * problems, the file checked against the storage left.
 */
export function checkedDraft(
  draft: AgencyModuleDraft,
  file: File | null,
  library: AgencyModuleLibrary,
  requireVideo = true,
) {
  const resolved = resolveNewCategory(draft, library.ownCategories);
  const remainingBytes = library.quota.allowanceBytes - library.quota.usedBytes;
  const errors = agencyModuleDraftErrors(
    { ...resolved, fileBytes: file?.size ?? null },
    { remainingBytes, requireVideo },
  );
  return { resolved, errors };
}

/** What the Add and Edit dialogs hold of an own video: its fields and the file chosen. */
export interface OwnVideoValue {
  draft: AgencyModuleDraft;
  file: File | null;
}

/**
 * The Add and Edit dialogs' form over an own video (`value`, changed through `update`):
 * useCheckedForm over checkedDraft's problems and the dialog's own (`more`, which win),
 * the draft as it will be sent (`resolved`), and OwnVideoFields' props (`fields`).
 */
export function useOwnVideoForm<E extends object = object>(
  { draft, file }: OwnVideoValue,
  update: (changes: Partial<OwnVideoValue>) => void,
  library: AgencyModuleLibrary,
  { requireVideo, more = {} }: { requireVideo?: boolean; more?: Partial<E> } = {},
) {
  const { resolved, errors } = checkedDraft(draft, file, library, requireVideo);
  const form = useCheckedForm<AgencyModuleDraftErrors & Partial<E>>({ ...errors, ...more });
  const fields = {
    draft,
    file,
    errors: form.shown,
    ownCategories: library.ownCategories,
    onChange: (next: AgencyModuleDraft) => update({ draft: next }),
    onFile: (next: File | null) => update({ file: next }),
  };
  return { ...form, resolved, fields };
}
