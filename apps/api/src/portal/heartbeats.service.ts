import { ConflictException, Injectable, ServiceUnavailableException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { markHighLevelWriteBacks } from '@retainly/database';
import type { HeartbeatRequest, HeartbeatResponse } from '@retainly/domain';
import type { PortalClientEvent } from '@retainly/events';
import { creditStep, trackedDuration } from './heartbeat-credit';
import { HeartbeatBatcher } from './heartbeat-batcher';
import {
  ModuleProgressRepository,
  type BeatContext,
  type BeatKey,
} from './module-progress.repository';
import { PortalAccess } from './portal-access';
import { PortalCompletions } from './portal-completions';

/** Two tabs beating the same module at the same instant: one of them reads again. */
const MAX_ATTEMPTS = 5;

export const NOT_TRACKED =
  "This video can't report what was watched; use 'Mark as complete' instead.";

/**
 * Verified watch time: each beat's ranges are credited against what the server already merged
 * (never a client's percentage) and against the client's one watch budget, and the module
 * completes at 90% coverage. One read and one write per batch of beats; the rare beat that
 * starts or completes something, or lost a race, is read and written on its own, with its
 * events in the same transaction.
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
  ): Promise<HeartbeatResponse> {
    const tokenHash = this.access.tokenHash(token);
    const key = { tokenHash, versionId, categoryId: beat.categoryId, moduleId: beat.moduleId };
    return this.batcher.submit(key, beat, () => this.single(key, versionId, token, beat));
  }

  /**
   * One beat on its own, in a transaction that holds the client's watch budget from the read
   * to the commit: nothing can move between them, so it is written at the first attempt (the
   * retries cover a client whose clock a write outside the lock moved, as a seed's).
   */
  private async single(
    key: BeatKey,
    versionId: string,
    token: string | undefined,
    beat: HeartbeatRequest,
  ): Promise<HeartbeatResponse> {
    for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
      const outcome = await this.db.transaction(async (manager) => {
        const context = await this.progress.lockedBeatContext(manager, key);
        if (!context) return 'missing' as const;
        if (trackedDuration(context, beat) === null) throw new ConflictException(NOT_TRACKED);
        return this.apply(manager, versionId, context, beat);
      });
      if (outcome === 'missing') return this.access.explainMissing(versionId, token);
      if (outcome) return outcome;
    }
    throw new ServiceUnavailableException('Progress is busy; it will be sent again.');
  }

  /** Writes the beat and whatever it starts or completes; null when its row had moved. */
  private async apply(
    manager: EntityManager,
    versionId: string,
    context: BeatContext,
    beat: HeartbeatRequest,
  ): Promise<HeartbeatResponse | null> {
    const { write, answer, firstPlay, completesNow } = creditStep(context, beat);
    if (!(await this.progress.write(write, manager))) return null;
    const who = clientEvent(versionId, context);
    if (firstPlay) await this.completions.markStarted(manager, who, context.now);
    if (completesNow) {
      const module = { ...beat, title: context.title };
      await this.completions.complete(manager, who, module, false, context.now);
    }
    // Last, after the locks a completion takes (see markSetupStepDone's order).
    await markHighLevelWriteBacks(manager, { clientIds: [context.client_id] });
    return answer;
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
