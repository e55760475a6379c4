import { api } from '@/lib/api-client';

/**
 * DELETE /api/onboarding/versions/:versionId/modules/:moduleId: the version stops showing it;
 * when no version shows it any more, the server deletes it and frees its storage.
 */
export const removeVersionModule = (versionId: string, moduleId: string) =>
  api<void>(
    `/onboarding/versions/${encodeURIComponent(versionId)}/modules/${encodeURIComponent(moduleId)}`,
    { method: 'DELETE' },
  );
