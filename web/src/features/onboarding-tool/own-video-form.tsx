import {
  agencyModuleDraftErrors,
  resolveNewCategory,
  type AgencyModuleDraft,
  type AgencyModuleLibrary,
} from '@retainly/domain';

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
