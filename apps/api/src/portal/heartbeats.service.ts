import { ConflictException, Injectable, ServiceUnavailableException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import {
  creditHeartbeat,
  flattenRanges,
  isCoverageComplete,
  unflattenRanges,
  watchedPercent,
  type HeartbeatRequest,
  type ModuleProgress,
} from '@retainly/domain';
import type { PortalClientEvent } from '@retainly/events';
import { ModuleProgressRepository, type BeatContext } from './module-progress.repository';
import { PortalAccess } from './portal-access';
import { PortalCompletions } from './portal-completions';

/** Two tabs beating the same module at the same instant: one of them reads again. */
const MAX_ATTEMPTS = 5;

export const NOT_TRACKED =
  "This video can't report what was watched; use 'Mark as complete' instead.";

/**
 * Verified watch time: each beat's ranges are credited against what the server already merged
 * (never a client's percentage), and the module completes at 90% coverage. One read and one
 * write per beat; the rare beat that starts or completes something also writes its events, in
 * the same transaction.
 */
@Injectable()
export class HeartbeatsService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly progress: ModuleProgressRepository,
    private readonly completions: PortalCompletions,
    private readonly access: PortalAccess,
  ) {}

  async beat(
    versionId: string,
    token: string | undefined,
    beat: HeartbeatRequest,
  ): Promise<ModuleProgress> {
    const tokenHash = this.access.tokenHash(token);
    for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
      const context = await this.progress.beatContext(
        tokenHash,
        versionId,
        beat.categoryId,
        beat.moduleId,
      );
      if (!context) return this.access.explainMissing(versionId, token);
      if (context.duration === null || !(context.duration > 0)) {
        throw new ConflictException(NOT_TRACKED);
      }
      const saved = await this.apply(versionId, context, beat);
      if (saved) return saved;
    }
    throw new ServiceUnavailableException('Progress is busy; it will be sent again.');
  }

  private async apply(
    versionId: string,
    context: BeatContext,
    beat: HeartbeatRequest,
  ): Promise<ModuleProgress | null> {
    const duration = context.duration!;
    const credit = creditHeartbeat(
      { watched: unflattenRanges(context.watched ?? []), creditClock: context.credit_clock },
      beat,
      duration,
      context.now,
    );
    const completesNow =
      context.completed_at === null && isCoverageComplete(credit.watchedSeconds, duration);
    const completedAt = context.completed_at ?? (completesNow ? context.now : null);
    const position = Math.min(Math.max(0, beat.position), duration);
    const write = {
      clientId: context.client_id,
      categoryId: beat.categoryId,
      moduleId: beat.moduleId,
      watched: flattenRanges(credit.watched),
      watchedSeconds: credit.watchedSeconds,
      durationSeconds: duration,
      positionSeconds: position,
      beatAt: context.now,
      creditClock: credit.creditClock,
      completedAt,
      expectedRevision: context.revision,
    };
    const firstPlay = context.client_started_at === null && credit.credited > 0;
    const written =
      firstPlay || completesNow
        ? await this.db.transaction(async (manager) => {
            if (!(await this.progress.write(write, manager))) return false;
            const who = clientEvent(versionId, context);
            if (firstPlay) await this.completions.markStarted(manager, who, context.now);
            if (completesNow) {
              const module = { ...beat, title: context.title };
              await this.completions.complete(manager, who, module, false, context.now);
            }
            return true;
          })
        : await this.progress.write(write);
    if (!written) return null;
    return {
      categoryId: beat.categoryId,
      moduleId: beat.moduleId,
      status: completedAt ? 'completed' : credit.watchedSeconds > 0 ? 'watching' : 'not_started',
      percent: watchedPercent(credit.watchedSeconds, duration),
      watchedSeconds: credit.watchedSeconds,
      positionSeconds: position,
      lastWatchedAt: context.now.toISOString(),
      completedAt: completedAt?.toISOString() ?? null,
    };
  }
}

export function clientEvent(
  versionId: string,
  context: Pick<
    BeatContext,
    'client_id' | 'client_name' | 'client_email' | 'version_tier' | 'agency_id' | 'agency_name'
  >,
): PortalClientEvent {
  return {
    client: { id: context.client_id, name: context.client_name, email: context.client_email },
    version: { id: versionId, tier: context.version_tier },
    agency: { id: context.agency_id, name: context.agency_name },
  };
}
