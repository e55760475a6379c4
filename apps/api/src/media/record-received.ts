import type { Logger } from '@nestjs/common';
import type { UploadStore } from './upload-store';

/**
 * Makes every PATCH's write to the tus store report what the upload then holds, so the quota
 * counts bytes received: the new offset when the write ends (a PATCH cut midway ends early
 * with what came), the stored offset when it fails. tus has no hook after a write, and the
 * response of a dropped connection never finishes, so the store's own write is wrapped.
 */
export function recordWhatArrives(
  store: UploadStore,
  record: (mediaId: string, bytes: number) => Promise<void>,
  logger: Logger,
): void {
  const { datastore } = store;
  const write = datastore.write.bind(datastore);
  const recordFor = (uploadId: string, bytes: number) =>
    record(store.mediaIdOf(uploadId), bytes).catch((error: Error) =>
      logger.warn({ err: error.message }, 'bytes received not recorded'),
    );
  datastore.write = async (stream, uploadId, offset) => {
    try {
      const end = await write(stream, uploadId, offset);
      await recordFor(uploadId, end);
      return end;
    } catch (error) {
      const stored = await datastore.getUpload(uploadId).catch(() => undefined);
      if (stored) await recordFor(uploadId, stored.offset);
      throw error;
    }
  };
}
