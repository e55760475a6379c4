import { Upload, type PreviousUpload } from 'tus-js-client';
import { UPLOAD_PATH, type MediaTargetType } from '@retainly/domain';
import { isTransient, statusOf } from './upload-errors';

/** Big enough to keep a fast link busy, small enough that a dropped chunk costs little to resend. */
const CHUNK_BYTES = 16 * 1024 * 1024;
/**
 * What an upload becomes once processed: an operator's catalogue module or site slot, or an
 * agency's own module (`agency_module`, its id as ref).
 */
export interface UploadTarget {
  type: MediaTargetType | 'agency_module';
  ref: string;
}

/** Waits before each retry of a dropped request: about two minutes in all, then Resume. */
export const RETRY_DELAYS_MS = [0, 1_000, 3_000, 5_000, 10_000, 20_000, 30_000, 60_000];

export interface UploadHandlers {
  onProgress: (bytesSent: number, bytesTotal: number) => void;
  /** A dropped request will be sent again in `seconds`. */
  onRetry: (seconds: number) => void;
  onError: (error: Error) => void;
  /** The last byte is in: `mediaId` is the tus upload id, which is the media item's id. */
  onSuccess: (mediaId: string) => void;
}

/** The newest earlier upload of this file to this target, left unfinished (a reload, a crash). */
const newestFor = (previous: PreviousUpload[], target: UploadTarget) =>
  previous
    .filter((p) => p.metadata.targetType === target.type && p.metadata.targetRef === target.ref)
    .sort((a, b) => b.creationTime.localeCompare(a.creationTime))[0];

/**
 * A tus upload of `file` to UPLOAD_PATH with the session cookie (an operator's or an agency's). Its URL is kept in
 * localStorage under a fingerprint of the file and its target, so the same file chosen after a
 * reload resumes instead of starting over; `resumed` says whether it did.
 */
export async function createTusUpload(
  file: File,
  target: UploadTarget,
  handlers: UploadHandlers,
): Promise<{ upload: Upload; resumed: boolean }> {
  // The api reads these Upload-Metadata keys (UploadMetadata in @retainly/domain).
  const metadata = { filename: file.name, targetType: target.type, targetRef: target.ref };
  const upload: Upload = new Upload(file, {
    endpoint: new URL(UPLOAD_PATH, window.location.origin).href,
    metadata: { ...metadata },
    chunkSize: CHUNK_BYTES,
    retryDelays: RETRY_DELAYS_MS,
    removeFingerprintOnSuccess: true,
    fingerprint: async (chosen: File) =>
      [
        'retainly-upload',
        target.type,
        target.ref,
        chosen.name,
        chosen.size,
        chosen.lastModified,
      ].join(':'),
    // The api refuses cookie-authenticated writes without it (CSRF defence).
    headers: { 'x-retainly-client': 'web' },
    onBeforeRequest: (request) => {
      (request.getUnderlyingObject() as XMLHttpRequest).withCredentials = true;
    },
    onProgress: handlers.onProgress,
    onShouldRetry: (error, attempt) => {
      const retry = isTransient(statusOf(error));
      if (retry) handlers.onRetry(Math.round((RETRY_DELAYS_MS[attempt] ?? 0) / 1000));
      return retry;
    },
    onError: handlers.onError,
    onSuccess: () => handlers.onSuccess(new URL(upload.url ?? '').pathname.split('/').pop() ?? ''),
  });
  const previous = newestFor(await upload.findPreviousUploads(), target);
  if (previous) upload.resumeFromPreviousUpload(previous);
  return { upload, resumed: previous !== undefined };
}
