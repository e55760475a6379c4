import { DetailedError } from 'tus-js-client';
import { ErrorCode, errorCodeOf, PLAN_REQUIRED_MESSAGE } from '@retainly/domain';
import { formatBytes } from './format-bytes';

/** What went wrong with an upload, in words, and whether Resume can carry on from there. */
export interface UploadFailure {
  message: string;
  resumable: boolean;
}

/** The HTTP status of a failed tus request; 0 when no answer came (the connection dropped). */
export const statusOf = (error: Error): number =>
  (error instanceof DetailedError && error.originalResponse?.getStatus()) || 0;

/** Worth retrying on its own: no answer, a server error, or a lock the server will release. */
export const isTransient = (status: number) =>
  status === 0 || status >= 500 || status === 409 || status === 423;

const bodyOf = (error: Error): string =>
  (error instanceof DetailedError && error.originalResponse?.getBody()) || '';

/** The api's machine-readable `code` in a JSON answer ('media_quota'), else null. */
function serverCode(error: Error): string | null {
  try {
    return errorCodeOf(JSON.parse(bodyOf(error)));
  } catch {
    return null;
  }
}

/** The server's reason: a JSON `{ message }` (our api) or plain text (the tus server). */
function serverReason(error: Error): string {
  const body = bodyOf(error);
  try {
    const message = (JSON.parse(body) as { message?: unknown }).message;
    if (typeof message === 'string') return message;
    if (Array.isArray(message) && typeof message[0] === 'string') return message[0];
  } catch {
    // plain text
  }
  return body.trim();
}

/** An agency's uploads together may take at most its allowance (issue #17). */
export const QUOTA_MESSAGE =
  "This file doesn't fit in what is left of your video storage. Delete a video you no longer use, or paste a YouTube, Vimeo or Loom link instead.";

export const tooLargeMessage = (maxBytes: number | null) =>
  maxBytes === null
    ? 'This file is larger than the server accepts.'
    : `This file is too large: an upload may be at most ${formatBytes(maxBytes)}.`;

/** The message for an upload that stopped for good (tus-js-client retried the transient ones). */
export function uploadFailure(error: Error, maxBytes: number | null): UploadFailure {
  const status = statusOf(error);
  if (status === 413) {
    // The server's own words: its size limit, or what is left of an agency's storage.
    const quota = serverCode(error) === ErrorCode.MediaQuota;
    const reason = serverReason(error);
    return {
      message: reason || (quota ? QUOTA_MESSAGE : tooLargeMessage(maxBytes)),
      resumable: false,
    };
  }
  if (status === 403 && serverCode(error) === ErrorCode.PlanRequired) {
    return { message: PLAN_REQUIRED_MESSAGE, resumable: false };
  }
  if (status === 401 || status === 403) {
    return {
      message: 'Your session has ended: sign in again, then choose the file to resume.',
      resumable: false,
    };
  }
  if (status === 0) {
    return {
      message:
        'The connection was lost and retrying did not help. Check it, then press Resume: the upload carries on where it stopped.',
      resumable: true,
    };
  }
  if (isTransient(status)) {
    return {
      message: `The server could not take the upload (error ${status}). Press Resume to try again.`,
      resumable: true,
    };
  }
  const reason = serverReason(error);
  return {
    message: `The server refused this file${reason ? `: ${reason}` : ` (error ${status})`}.`,
    resumable: false,
  };
}
