import { randomBytes, randomUUID } from 'node:crypto';
import type { INestApplicationContext } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { createApiApp } from '../../apps/api/src/bootstrap';
import { createWorkerApp } from '../../apps/worker/src/bootstrap';
import { OutcomeSweep } from '../../apps/worker/src/outcomes/outcome-sweep';
import { apiClient } from '../support/api-client';
import { insertPortalClient, paidAgency, uniqueEmail, userWithSession } from '../support/factories';
import { MailCatcher } from '../support/mail-catcher';
import { insertModuleProgress } from '../support/outcome-factories';
import { sleep } from '../support/wait-for';
import { createTestEnvironment, type TestEnvironment } from '../support/test-environment';

/** The api and worker in-process with a local SMTP server; the sweep runs only when called. */
export interface OutcomesStack {
  env: TestEnvironment;
  mail: MailCatcher;
  app: NestFastifyApplication;
  worker: INestApplicationContext;
  api: ReturnType<typeof apiClient>;
  /** One sweep at `now`, waiting out a scheduled sweep that holds the lock (as at boot). */
  sweep(now: Date): ReturnType<OutcomeSweep['sweep']>;
  sweeper: OutcomeSweep;
  agency(options?: AgencyOptions): Promise<Agency>;
  client(agency: Agency, options: ClientOptions): Promise<string>;
  close(): Promise<void>;
}

export interface AgencyOptions {
  stallDays?: number;
  nudgesEnabled?: boolean;
  timeZone?: string;
}

export interface Agency {
  id: string;
  email: string;
  versionId: string;
  cookie: string;
}

export interface ClientOptions {
  email?: string | null;
  name?: string | null;
  /** First sign-in; also the last one unless `lastLoginAt` says otherwise. */
  createdAt: Date;
  lastLoginAt?: Date;
  /** Set for a client who has played something; with a heartbeat at `beatAt` (or startedAt). */
  startedAt?: Date;
  beatAt?: Date;
  timeZone?: string | null;
}

export async function startOutcomesStack(): Promise<OutcomesStack> {
  const env = await createTestEnvironment();
  const mail = await MailCatcher.start();
  // The scheduler's first sweep is one period (an hour) after boot, since it gets a start date
  // (BullMQ would otherwise run an `every` job at once): only the explicit calls here sweep.
  const config = env.config({
    SMTP_URL: mail.url,
    LOG_LEVEL: 'silent',
    OUTCOME_SWEEP_MS: '3600000',
  });
  const worker = await createWorkerApp(config);
  const app = await createApiApp(config);
  const sweeper = worker.get(OutcomeSweep);
  return {
    env,
    mail,
    app,
    worker,
    api: apiClient(app),
    sweeper,
    async sweep(now) {
      for (let attempt = 0; ; attempt += 1) {
        const result = await sweeper.sweep(now);
        if (!result.skipped || attempt === 100) return result;
        await sleep(50);
      }
    },
    async agency({ stallDays, nudgesEnabled, timeZone = 'UTC' } = {}) {
      const user = await userWithSession(
        env.db,
        paidAgency({
          email: uniqueEmail('agency'),
          agency_name: 'Acme Growth',
          primary_color: '#1a7f5a',
          time_zone: timeZone,
        }),
      );
      const versionId = `V${randomBytes(6).toString('hex').slice(0, 11)}`;
      await env.db.query(
        `INSERT INTO agency_versions (id, user_id, tier) VALUES ($1, $2, 'basic')`,
        [versionId, user.id],
      );
      if (stallDays !== undefined || nudgesEnabled !== undefined) {
        await env.db.query(
          `INSERT INTO agency_outcome_settings (user_id, stall_days, nudges_enabled)
           VALUES ($1, $2, $3)`,
          [user.id, stallDays ?? 3, nudgesEnabled ?? true],
        );
      }
      return { id: user.id, email: user.email, versionId, cookie: user.cookie };
    },
    async client(agency, options) {
      const email =
        options.email === undefined
          ? `client.${randomUUID().slice(0, 8)}@shop.test`
          : options.email;
      const name = options.name === undefined ? 'Sam Client' : options.name;
      const id = await insertPortalClient(env.db, {
        version_id: agency.versionId,
        name,
        email,
        identity: email ?? `${name}.${randomUUID()}`.toLowerCase(),
        created_at: options.createdAt,
        last_login_at: options.lastLoginAt ?? options.createdAt,
        started_at: options.startedAt ?? null,
        time_zone: options.timeZone ?? null,
      });
      if (options.startedAt) {
        const beatAt = options.beatAt ?? options.startedAt;
        await insertModuleProgress(env.db, {
          client_id: id,
          category_id: 'foundational-setup',
          module_id: 'account-tour',
          watched_seconds: 30,
          duration_seconds: 300,
          started_at: options.startedAt,
          beat_at: beatAt,
          credit_clock: beatAt,
        });
      }
      return id;
    },
    async close() {
      await app.close();
      await worker.close();
      await mail.close();
      await env.dispose();
    },
  };
}

/** A zone where it is `hour` o'clock (give or take the minutes) at `instant`. */
export function zoneAtHour(hour: number, instant: Date): string {
  let offset = hour - instant.getUTCHours(); // -23 .. 23
  if (offset > 12) offset -= 24;
  if (offset < -11) offset += 24;
  return offset >= 0 ? `Etc/GMT-${offset}` : `Etc/GMT+${-offset}`; // Etc/ signs are inverted
}

export interface StallRow {
  id: string;
  reason: string;
  stall_days: number;
  ended_at: Date | null;
  end_reason: string | null;
  nudges_sent: number;
}

export const stallsOf = (env: TestEnvironment, clientId: string): Promise<StallRow[]> =>
  env.db.query(
    `SELECT id, reason, stall_days, ended_at, end_reason, nudges_sent FROM client_stalls
     WHERE client_id = $1 ORDER BY stalled_at, id`,
    [clientId],
  );

export const nudgesOf = (
  env: TestEnvironment,
  clientId: string,
): Promise<
  { number: number; status: string; skip_reason: string | null; error: string | null }[]
> =>
  env.db.query(
    `SELECT number, status, skip_reason, error FROM client_nudges WHERE client_id = $1 ORDER BY number`,
    [clientId],
  );

export const stalledEventsOf = (
  env: TestEnvironment,
  clientId: string,
): Promise<{ data: Record<string, unknown> }[]> =>
  env.db.query(
    `SELECT data FROM outbox_events WHERE type = 'ClientStalled' AND data->'client'->>'id' = $1
     ORDER BY position`,
    [clientId],
  );
