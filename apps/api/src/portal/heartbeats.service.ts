import { ConflictException, Injectable, ServiceUnavailableException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { HeartbeatRequest, ModuleProgress } from '@retainly/domain';
import type { PortalClientEvent } from '@retainly/events';
import { creditStep, trackedDuration } from './heartbeat-credit';
import { HeartbeatBatcher } from './heartbeat-batcher';
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
 * write per batch of beats; the rare beat that starts or completes something is read and
 * written on its own, with its events in the same transaction.
 */
@Injectable()
export class HeartbeatsService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly progress: ModuleProgressRepository,
    private readonly completions: PortalCompletions,
    private readonly access: PortalAccess,
    private readonly batcher: HeartbeatBatcher,
  ) {}

  /** Most beats share a read and a write with others (HeartbeatBatcher); the rest come here. */
  async beat(
    versionId: string,
    token: string | undefined,
    beat: HeartbeatRequest,
  ): Promise<ModuleProgress> {
    const tokenHash = this.access.tokenHash(token);
    const key = { tokenHash, versionId, categoryId: beat.categoryId, moduleId: beat.moduleId };
    return this.batcher.submit(key, beat, () => this.single(tokenHash, versionId, token, beat));
  }

  private async single(
    tokenHash: Buffer,
    versionId: string,
    token: string | undefined,
    beat: HeartbeatRequest,
  ): Promise<ModuleProgress> {
    for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
      const context = await this.progress.beatContext({
        tokenHash,
        versionId,
        categoryId: beat.categoryId,
        moduleId: beat.moduleId,
      });
      if (!context) return this.access.explainMissing(versionId, token);
      if (trackedDuration(context) === null) {
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
    const { write, progress, firstPlay, completesNow } = creditStep(context, beat);
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
    return written ? progress : null;
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
