import type { ModuleProgress, PortalSession, VideoRef } from '@retainly/domain';

const nothingYet = (video: VideoRef): ModuleProgress => ({
  categoryId: video.categoryId,
  moduleId: video.moduleId,
  status: 'not_started',
  percent: 0,
  watchedSeconds: 0,
  positionSeconds: 0,
  lastWatchedAt: null,
  completedAt: null,
});

/**
 * The reports a sign-in brings: `progress`, plus any completion listed only in `completed`
 * (recorded before verified progress existed), shown as completed.
 */
export function sessionProgress(session: PortalSession): ModuleProgress[] {
  const reported = new Set(session.progress.map((p) => `${p.categoryId}/${p.moduleId}`));
  const older = session.completed
    .filter((video) => !reported.has(`${video.categoryId}/${video.moduleId}`))
    .map((video): ModuleProgress => ({ ...nothingYet(video), status: 'completed', percent: 100 }));
  return [...session.progress, ...older];
}

/** What the card shows the moment the client marks a module complete themselves. */
export const selfReported = (
  video: VideoRef,
  before: ModuleProgress | undefined,
): ModuleProgress => ({
  ...(before ?? nothingYet(video)),
  status: 'self_reported',
  completedAt: new Date().toISOString(),
});
