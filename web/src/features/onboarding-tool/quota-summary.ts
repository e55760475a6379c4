import type { MediaQuotaUse } from '@retainly/domain';
import { formatBytes } from '@/components/upload/format-bytes';

const counted = (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`;

/**
 * What holds the agency's storage, in words: 'Used 1.2 GB of 5 GB: 1 GB in 3 videos, 200 MB in
 * 1 unfinished upload'. An unfinished upload holds what it has received, not its whole size.
 */
export function quotaSummary(quota: MediaQuotaUse): string {
  const used = `Used ${formatBytes(quota.usedBytes)} of ${formatBytes(quota.allowanceBytes)}`;
  const parts: string[] = [];
  if (quota.videos.count > 0) {
    parts.push(`${formatBytes(quota.videos.bytes)} in ${counted(quota.videos.count, 'video')}`);
  }
  const unfinished = quota.unfinishedUploads;
  if (unfinished.length > 0) {
    const received = unfinished.reduce((sum, upload) => sum + upload.receivedBytes, 0);
    parts.push(`${formatBytes(received)} in ${counted(unfinished.length, 'unfinished upload')}`);
  }
  return parts.length > 0 ? `${used}: ${parts.join(', ')}` : used;
}
