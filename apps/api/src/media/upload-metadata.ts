import {
  MEDIA_TARGET_TYPES,
  textFlaw,
  type MediaTargetType,
  type UploadMetadata,
} from '@retainly/domain';

const MAX_FILENAME = 255;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** tus Upload-Metadata as @tus/server parses it (a key without a value is null). */
export type RawMetadata = Record<string, string | null> | undefined;

/**
 * The metadata every upload carries (filename, targetType, targetRef), or the reason it is
 * unusable. Whether a module exists is the caller's check (it needs the database).
 */
export function readUploadMetadata(
  metadata: RawMetadata,
): { ok: true; value: UploadMetadata } | { ok: false; problem: string } {
  const refuse = (problem: string) => ({ ok: false as const, problem });
  const filename = metadata?.filename?.trim();
  if (!filename) return refuse('The upload needs its file name (Upload-Metadata "filename").');
  if (filename.length > MAX_FILENAME) {
    return refuse(`The file name is too long (at most ${MAX_FILENAME} characters).`);
  }
  if (textFlaw(filename)) return refuse('The file name contains a character we cannot store.');
  const targetType = metadata?.targetType ?? '';
  if (!(MEDIA_TARGET_TYPES as readonly string[]).includes(targetType)) {
    return refuse(
      `Upload-Metadata "targetType" must be one of ${MEDIA_TARGET_TYPES.join(', ')} (got "${targetType}").`,
    );
  }
  const targetRef = metadata?.targetRef ?? '';
  if (targetType === 'catalogue_module') {
    if (!/^[^/\s]{1,100}\/[^/\s]{1,100}$/.test(targetRef)) {
      return refuse(
        'A catalogue module upload needs "targetRef" as <categoryId>/<moduleId>, such as "foundational-setup/account-tour".',
      );
    }
  } else if (targetType === 'agency_module') {
    if (!UUID.test(targetRef)) {
      return refuse('An agency module upload needs "targetRef" as the id of one of your modules.');
    }
  } else if (targetRef !== '') {
    return refuse(`"targetRef" must be empty for ${targetType}.`);
  }
  // A module's id as PostgreSQL writes it, so every item of one module has the same target_ref.
  const ref = targetType === 'agency_module' ? targetRef.toLowerCase() : targetRef;
  return {
    ok: true,
    value: { filename, targetType: targetType as MediaTargetType, targetRef: ref },
  };
}
