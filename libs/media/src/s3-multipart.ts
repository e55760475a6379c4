import { createReadStream } from 'node:fs';
import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  UploadPartCommand,
  type CompletedPart,
  type S3Client,
} from '@aws-sdk/client-s3';

interface ObjectHead {
  Bucket: string;
  Key: string;
  ContentType: string;
  CacheControl?: string;
}

/**
 * Uploads a large file in parts, one after another (memory stays at one stream's buffer). The
 * object appears only when the upload completes, so this is as atomic as a PutObject; a failed
 * upload is aborted so its parts are not billed.
 */
export async function putMultipart(
  client: S3Client,
  object: ObjectHead,
  path: string,
  size: number,
  partBytes: number,
): Promise<string | undefined> {
  const { UploadId } = await client.send(new CreateMultipartUploadCommand(object));
  const target = { Bucket: object.Bucket, Key: object.Key, UploadId };
  try {
    const parts: CompletedPart[] = [];
    for (let start = 0, PartNumber = 1; start < size; start += partBytes, PartNumber++) {
      const end = Math.min(size, start + partBytes) - 1;
      const { ETag } = await client.send(
        new UploadPartCommand({
          ...target,
          PartNumber,
          Body: createReadStream(path, { start, end }),
          ContentLength: end - start + 1,
        }),
      );
      parts.push({ ETag, PartNumber });
    }
    const done = await client.send(
      new CompleteMultipartUploadCommand({ ...target, MultipartUpload: { Parts: parts } }),
    );
    return done.ETag;
  } catch (error) {
    // The upload's own error is the one to report; a failed abort only leaves parts for the
    // bucket's lifecycle rule to expire.
    await client.send(new AbortMultipartUploadCommand(target)).catch(() => undefined);
    throw error;
  }
}
