import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { appendEvents } from '@retainly/database';
import type { DomainEvent, PortalClientEvent } from '@retainly/events';

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
  /** The client's first play of their version: started_at set once, with its event. */
  async markStarted(manager: EntityManager, who: PortalClientEvent, at: Date): Promise<void> {
    const started: unknown[] = await manager.query(
      `WITH started AS (UPDATE portal_clients SET started_at = $2
         WHERE id = $1 AND started_at IS NULL RETURNING id)
       SELECT id FROM started`,
      [who.client.id, at],
    );
    if (started.length === 0) return;
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
    // completed_visible is kept by the completions trigger, so it already counts this one.
    // (UPDATE ... RETURNING inside a CTE: TypeORM hands a bare UPDATE back as [rows, count].)
    const [finished]: { completed_visible: number }[] = await manager.query(
      `WITH finished AS (
         UPDATE portal_clients p SET onboarding_completed_at = $2
          WHERE p.id = $1 AND p.onboarding_completed_at IS NULL AND p.completed_visible > 0
            AND p.completed_visible >= (SELECT count(*) FROM version_modules m
                                         WHERE m.version_id = p.version_id AND m.is_visible)
         RETURNING p.completed_visible)
       SELECT completed_visible FROM finished`,
      [who.client.id, at],
    );
    if (finished) {
      events.push({
        type: 'ClientCompletedOnboarding',
        data: { ...who, completed_at: at.toISOString(), modules: finished.completed_visible },
      });
    }
    await appendEvents(manager, events);
  }
}
