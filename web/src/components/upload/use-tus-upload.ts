import { useEffect, useRef, useState } from 'react';
import type { Upload } from 'tus-js-client';
import { finishPendingSignOut } from '@/lib/sign-out';
import { createTusUpload, type UploadTarget } from './tus-upload';
import { tooLargeMessage, uploadFailure, type UploadFailure } from './upload-errors';

export type UploadPhase = 'idle' | 'uploading' | 'retrying' | 'paused' | 'cancelling' | 'failed';

export interface UploadState {
  phase: UploadPhase;
  fileName: string;
  bytesSent: number;
  bytesTotal: number;
  /** While retrying: seconds until the next attempt. */
  retryInSeconds: number | null;
  failure: UploadFailure | null;
  /** A sentence for the live region: resumed, paused, cancelled, uploaded. */
  notice: string | null;
}

const IDLE: UploadState = {
  phase: 'idle',
  fileName: '',
  bytesSent: 0,
  bytesTotal: 0,
  retryInSeconds: null,
  failure: null,
  notice: null,
};

/**
 * One resumable upload to `target` at a time: progress, pause, resume, and cancel (which deletes
 * the partial upload on the server). Dropped requests are retried on their own and the state
 * says so while it waits; `onUploaded` gets the media id once the last byte is in.
 */
export function useTusUpload({
  target,
  maxBytes,
  refusal,
  onUploaded,
}: {
  target: UploadTarget;
  /** The server's limit when known, to refuse a file before sending it; the server decides. */
  maxBytes: number | null;
  /** Why this screen already knows the file will be refused (a full quota), else null. */
  refusal?: (file: File) => string | null;
  onUploaded: (mediaId: string) => void;
}) {
  const [state, setState] = useState<UploadState>(IDLE);
  const upload = useRef<Upload | null>(null);
  /** False once paused or cancelled, so a start still finding earlier uploads stays stopped. */
  const running = useRef(false);
  const uploaded = useRef(onUploaded);
  useEffect(() => {
    uploaded.current = onUploaded;
  });

  // Leaving the page stops sending, but keeps the upload on the server to resume later.
  useEffect(
    () => () => {
      running.current = false;
      void upload.current?.abort(false);
    },
    [],
  );

  async function start(file: File) {
    if (running.current || upload.current) return;
    const refuse = (message: string) =>
      setState({
        ...IDLE,
        phase: 'failed',
        fileName: file.name,
        failure: { message, resumable: false },
      });
    if (file.size === 0) return refuse('This file is empty.');
    if (maxBytes !== null && file.size > maxBytes) return refuse(tooLargeMessage(maxBytes));
    const refused = refusal?.(file);
    if (refused) return refuse(refused);

    running.current = true;
    setState({ ...IDLE, phase: 'uploading', fileName: file.name, bytesTotal: file.size });
    const fail = (error: Error) => {
      const failure = uploadFailure(error, maxBytes);
      running.current = false;
      if (!failure.resumable) upload.current = null;
      setState((s) => ({ ...s, phase: 'failed', failure, retryInSeconds: null, notice: null }));
    };
    await finishPendingSignOut();
    const created = await createTusUpload(file, target, {
      onProgress: (bytesSent, bytesTotal) =>
        setState((s) => ({
          ...s,
          phase: 'uploading',
          bytesSent,
          bytesTotal,
          retryInSeconds: null,
        })),
      onRetry: (retryInSeconds) => setState((s) => ({ ...s, phase: 'retrying', retryInSeconds })),
      onError: fail,
      onSuccess: (mediaId) => {
        running.current = false;
        upload.current = null;
        setState({ ...IDLE, notice: `Uploaded ${file.name}.` });
        uploaded.current(mediaId);
      },
    }).catch((error: Error) => {
      running.current = false;
      refuse(`The upload could not start: ${error.message}`);
    });
    if (!created) return;
    upload.current = created.upload;
    if (created.resumed) {
      setState((s) => ({
        ...s,
        notice: 'Resuming the earlier upload of this file where it stopped.',
      }));
    }
    if (running.current) created.upload.start();
  }

  function pause() {
    running.current = false;
    void upload.current?.abort(false);
    setState((s) => ({ ...s, phase: 'paused', retryInSeconds: null, notice: 'Upload paused.' }));
  }

  function resume() {
    if (!upload.current) return;
    running.current = true;
    setState((s) => ({ ...s, phase: 'uploading', failure: null, notice: 'Upload resumed.' }));
    upload.current.start();
  }

  async function cancel() {
    const current = upload.current;
    running.current = false;
    upload.current = null;
    setState((s) => ({ ...s, phase: 'cancelling', notice: null }));
    try {
      await current?.abort(true);
      setState({ ...IDLE, notice: 'Upload cancelled.' });
    } catch {
      setState({
        ...IDLE,
        notice:
          'Upload stopped. The server could not be reached to delete the partial file; it expires on its own.',
      });
    }
  }

  /** Clears a refused file's message, to choose another one. */
  function dismiss() {
    upload.current = null;
    setState(IDLE);
  }

  return { state, start, pause, resume, cancel, dismiss };
}
