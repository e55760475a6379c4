import type { EntityManager } from 'typeorm';
import {
  SETUP_STEP_TITLES,
  isSetupStepKey,
  type ModuleSetupStep,
  type SetupStepKey,
} from '@retainly/domain';
import type { DomainEvent, PortalClientEvent, SetupStepOfClient } from '@retainly/events';
import { markHighLevelWriteBacks } from './highlevel-write-backs';
import { appendEvents } from './outbox';

export type SetupStepSource = 'webhook' | 'poll';

interface StepClientRow {
  id: string;
  name: string | null;
  email: string | null;
  version_id: string;
  tier: string;
  agency_id: string;
  agency_name: string | null;
  location_name: string | null;
}

const CLIENT_COLUMNS = `p.id, p.name, p.email, p.version_id, v.tier, v.user_id AS agency_id,
  r.agency_name`;
const CLIENT_JOINS = `JOIN portal_clients p ON p.id = u.client_id
  JOIN agency_versions v ON v.id = p.version_id
  JOIN retainly_users r ON r.id = v.user_id`;

const whoOf = (row: Omit<StepClientRow, 'location_name'>): PortalClientEvent => ({
  client: { id: row.id, name: row.name, email: row.email },
  version: { id: row.version_id, tier: row.tier },
  agency: { id: row.agency_id, name: row.agency_name },
});

/**
 * The setup step of each visible module of the client's version that carries one, done when
 * any of the client's sub-accounts did it (the earliest), in module order. Empty for a client
 * who is in no HighLevel sub-account: there is nothing to check for them.
 */
export async function moduleSetupSteps(
  manager: EntityManager,
  clientId: string,
): Promise<ModuleSetupStep[]> {
  const rows: { category_id: string; module_id: string; step: string; done_at: Date | null }[] =
    await manager.query(
      `SELECT s.category_id, s.module_id, s.step,
              (SELECT min(d.done_at) FROM highlevel_setup_steps d
                 JOIN highlevel_users u ON u.location_id = d.location_id
                WHERE u.client_id = p.id AND d.step = s.step) AS done_at
         FROM portal_clients p
         JOIN version_module_steps s ON s.version_id = p.version_id AND s.is_visible
        WHERE p.id = $1 AND EXISTS (SELECT 1 FROM highlevel_users u WHERE u.client_id = p.id)
        ORDER BY s.position`,
      [clientId],
    );
  return rows.flatMap((row) =>
    isSetupStepKey(row.step)
      ? [
          {
            categoryId: row.category_id,
            moduleId: row.module_id,
            step: row.step,
            doneAt: row.done_at ? new Date(row.done_at).toISOString() : null,
          },
        ]
      : [],
  );
}

/** The client's setup steps, each once (two modules may carry one step), for events. */
export async function clientSetupSteps(
  manager: EntityManager,
  clientId: string,
): Promise<SetupStepOfClient[]> {
  const steps = new Map<string, SetupStepOfClient>();
  for (const module of await moduleSetupSteps(manager, clientId)) {
    if (steps.has(module.step)) continue;
    steps.set(module.step, {
      key: module.step,
      title: SETUP_STEP_TITLES[module.step],
      done_at: module.doneAt,
    });
  }
  return [...steps.values()];
}

/**
 * Marks the client's onboarding complete when every visible module is, and the setup steps no
 * longer hold it back (client_setup_steps_met). Run it as its own statement after the change
 * that may complete it, with the client's row locked by this transaction: it then sees every
 * completion and step committed before the lock was granted, so of two concurrent changes the
 * second always completes it, exactly once.
 */
export async function completeOnboardingIfDone(
  manager: EntityManager,
  who: PortalClientEvent,
  at: Date,
): Promise<DomainEvent<'ClientCompletedOnboarding'> | undefined> {
  // UPDATE ... RETURNING inside a CTE: TypeORM hands a bare UPDATE back as [rows, count].
  const [finished]: { completed_visible: number }[] = await manager.query(
    `WITH finished AS (
       UPDATE portal_clients p SET onboarding_completed_at = $2
        WHERE p.id = $1 AND p.onboarding_completed_at IS NULL AND p.completed_visible > 0
          AND p.completed_visible >= (SELECT count(*) FROM version_modules m
                                       WHERE m.version_id = p.version_id AND m.is_visible)
          AND client_setup_steps_met(p.id)
       RETURNING p.completed_visible)
     SELECT completed_visible FROM finished`,
    [who.client.id, at],
  );
  if (!finished) return undefined;
  return {
    type: 'ClientCompletedOnboarding',
    data: {
      ...who,
      completed_at: at.toISOString(),
      modules: finished.completed_visible,
      steps: await clientSetupSteps(manager, who.client.id),
    },
  };
}

/**
 * Records that a sub-account did a step (once: done stays done) and, in the same transaction,
 * a SetupStepDone for each of its clients whose version carries the step on a visible module,
 * and the onboarding completion of those for whom it was the last thing missing. False when
 * the step was already recorded, so a repeated webhook or poll announces nothing.
 */
export async function markSetupStepDone(
  manager: EntityManager,
  locationId: string,
  step: SetupStepKey,
  source: SetupStepSource,
  at: Date,
): Promise<boolean> {
  const inserted: unknown[] = await manager.query(
    `INSERT INTO highlevel_setup_steps (location_id, step, done_at, source)
     VALUES ($1, $2, $3, $4) ON CONFLICT (location_id, step) DO NOTHING RETURNING step`,
    [locationId, step, at, source],
  );
  if (inserted.length === 0) return false;

  // Locked after the step is written (see completeOnboardingIfDone), in id order (no deadlock).
  const clients: StepClientRow[] = await manager.query(
    `SELECT ${CLIENT_COLUMNS}, l.name AS location_name
       FROM highlevel_users u
       JOIN highlevel_locations l ON l.location_id = u.location_id
       ${CLIENT_JOINS}
      WHERE u.location_id = $1
        AND EXISTS (SELECT 1 FROM version_module_steps s
                     WHERE s.version_id = p.version_id AND s.is_visible AND s.step = $2)
      ORDER BY p.id
      FOR NO KEY UPDATE OF p`,
    [locationId, step],
  );
  if (clients.length === 0) return true;
  const modules: { version_id: string; category_id: string; module_id: string; title: string }[] =
    await manager.query(
      `SELECT version_id, category_id, module_id, title FROM version_module_steps
        WHERE step = $1 AND is_visible AND version_id = ANY($2::text[])
        ORDER BY version_id, position`,
      [step, [...new Set(clients.map((client) => client.version_id))]],
    );

  const events: DomainEvent[] = [];
  for (const client of clients) {
    const who = whoOf(client);
    events.push({
      type: 'SetupStepDone',
      data: {
        ...who,
        step: { key: step, title: SETUP_STEP_TITLES[step] },
        carried_by: modules
          .filter((module) => module.version_id === client.version_id)
          .map(({ category_id, module_id, title }) => ({ category_id, module_id, title })),
        sub_account: { id: locationId, name: client.location_name },
        source,
        done_at: at.toISOString(),
      },
    });
    const completed = await completeOnboardingIfDone(manager, who, at);
    if (completed) events.push(completed);
  }
  // Their contacts in the agency's own HighLevel carry the step (after the locks above).
  await markHighLevelWriteBacks(manager, { clientIds: clients.map((client) => client.id) });
  await appendEvents(manager, events);
  return true;
}

/**
 * After the agency relaxes what completion needs (steps no longer required, a step taken off
 * a module), completes every client of theirs in HighLevel who had finished every module and
 * waited only on steps. Answers how many completed.
 */
export async function completeClientsWaitingOnSteps(
  manager: EntityManager,
  userId: string,
  at: Date,
): Promise<number> {
  const waiting: Omit<StepClientRow, 'location_name'>[] = await manager.query(
    `SELECT DISTINCT ${CLIENT_COLUMNS}
       FROM highlevel_users u
       ${CLIENT_JOINS}
      WHERE v.user_id = $1 AND p.onboarding_completed_at IS NULL AND p.completed_visible > 0
      ORDER BY p.id`,
    [userId],
  );
  const events: DomainEvent<'ClientCompletedOnboarding'>[] = [];
  for (const client of waiting) {
    await manager.query(`SELECT 1 FROM portal_clients WHERE id = $1 FOR NO KEY UPDATE`, [
      client.id,
    ]);
    const completed = await completeOnboardingIfDone(manager, whoOf(client), at);
    if (completed) events.push(completed);
  }
  await markHighLevelWriteBacks(manager, { clientIds: events.map((e) => e.data.client.id) });
  await appendEvents(manager, events);
  return events.length;
}
