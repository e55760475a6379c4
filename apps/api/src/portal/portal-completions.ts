import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import {
  appendEvents,
  completeOnboardingIfDone,
  markHighLevelWriteBacks,
} from '@retainly/database';
import type { DomainEvent, PortalClientEvent } from '@retainly/events';
import { PortalClientsRepository } from './portal-clients.repository';

export interface CompletedModule {
  categoryId: string;
  moduleId: string;
  title: string;
}

/**
 * Completions and the events they raise, always inside the caller's transaction: a completion
 * exists exactly when its ModuleCompleted (and, for the last module, ClientCompletedOnboarding)
 * is in the outbox.
 */
@Injectable()
export class PortalCompletions {
  constructor(private readonly clients: PortalClientsRepository) {}

  /** The client's first play of their version: started_at set once, with its event. */
  async markStarted(manager: EntityManager, who: PortalClientEvent, at: Date): Promise<void> {
    if (!(await this.clients.markStarted(manager, who.client.id, at))) return;
    await markHighLevelWriteBacks(manager, { clientIds: [who.client.id] });
    await appendEvents(manager, [
      { type: 'ClientStartedOnboarding', data: { ...who, started_at: at.toISOString() } },
    ]);
  }

  /**
   * Records the module complete. A verified completion replaces an earlier self-reported one
   * (and is announced again, now verified); anything else already recorded stays as it was.
   */
  async complete(
    manager: EntityManager,
    who: PortalClientEvent,
    module: CompletedModule,
    selfReported: boolean,
    at: Date,
  ): Promise<void> {
    const recorded: unknown[] = await manager.query(
      `INSERT INTO module_completions AS c (client_id, category_id, module_id, completed_at,
         self_reported)
       VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (client_id, category_id, module_id) DO UPDATE
         SET self_reported = false, completed_at = excluded.completed_at
       WHERE c.self_reported AND NOT excluded.self_reported
       RETURNING client_id`,
      [who.client.id, module.categoryId, module.moduleId, at, selfReported],
    );
    if (recorded.length === 0) return;
    const events: DomainEvent[] = [
      {
        type: 'ModuleCompleted',
        data: {
          ...who,
          module: {
            category_id: module.categoryId,
            module_id: module.moduleId,
            title: module.title,
          },
          self_reported: selfReported,
          completed_at: at.toISOString(),
        },
      },
    ];
    // The count trigger has locked the client's row: the check below sees every step done.
    const completed = await completeOnboardingIfDone(manager, who, at);
    if (completed) events.push(completed);
    await markHighLevelWriteBacks(manager, { clientIds: [who.client.id] });
    await appendEvents(manager, events);
  }
}
