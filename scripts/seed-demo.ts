import 'reflect-metadata';
import { randomInt } from 'node:crypto';
import { loadConfigOrExit } from '@retainly/config';
import type { EntityManager } from 'typeorm';
import { createDataSource } from '@retainly/database';
import { VERSION_TIERS } from '@retainly/domain';
import { requestSampleVideos } from '@retainly/media';
import { hashPassword } from '../apps/api/src/auth/passwords';
import { newVersionId } from '../apps/api/src/onboarding-tool/version-id';
import { runScript } from './preflight';
import { configuredSiteVideos, sampleVideosNote } from './sample-videos';

const DEMO_EMAIL = 'demo@retainly.test';
const DEMO_PASSWORD = 'demo-agency-2026';
const CLIENTS = 60;
const DAY_MS = 86_400_000;
const FIRST = ['Ava', 'Ben', 'Cleo', 'Dev', 'Eli', 'Faye', 'Gus', 'Hana', 'Ivan', 'Jade'];
const LAST = ['Park', 'Reyes', 'Singh', 'Okafor', 'Novak', 'Lindqvist'];

interface CatalogueModule {
  category_id: string;
  module_id: string;
  seconds: number;
}

/**
 * Client `i` completed the first few modules (each watched 90 to 100%, or, for every fifth
 * client, the last one only marked as done) and, for two clients in three, is part way into
 * the next one.
 */
async function seedWatching(
  manager: EntityManager,
  clientId: string,
  i: number,
  lastLogin: Date,
  catalogue: CatalogueModule[],
) {
  const done = randomInt(catalogue.length + 1);
  const selfReported = i % 5 === 0 && done > 0 ? catalogue[done - 1] : null;
  const watching = i % 3 !== 0 ? catalogue[done] : undefined;
  const lastBeat = lastLogin.getTime() - randomInt(3_600_000); // within the last session
  const progress = catalogue.slice(0, done).filter((module) => module !== selfReported);
  const covered = progress.map((module) => module.seconds * (0.9 + randomInt(11) / 100));
  if (watching) {
    progress.push(watching);
    covered.push(Math.round(watching.seconds * (0.1 + randomInt(70) / 100)));
  }
  // One module every twenty minutes, the last one at lastBeat.
  const beats = progress.map(
    (_, at) => new Date(lastBeat - (progress.length - 1 - at) * 1_200_000),
  );
  await manager.query(
    `INSERT INTO module_progress (client_id, category_id, module_id, watched, watched_seconds,
       duration_seconds, position_seconds, started_at, beat_at)
     SELECT $1, c, m, ARRAY[0, w], w, d, w, b - interval '10 minutes', b
       FROM unnest($2::text[], $3::text[], $4::float8[], $5::float8[], $6::timestamptz[])
         AS t(c, m, w, d, b)`,
    [
      clientId,
      progress.map((module) => module.category_id),
      progress.map((module) => module.module_id),
      covered,
      progress.map((module) => module.seconds),
      beats,
    ],
  );
  const completed = catalogue.slice(0, done);
  await manager.query(
    `INSERT INTO module_completions (client_id, category_id, module_id, self_reported,
       completed_at)
     SELECT $1, c, m, s, a
       FROM unnest($2::text[], $3::text[], $4::boolean[], $5::timestamptz[]) AS t(c, m, s, a)`,
    [
      clientId,
      completed.map((module) => module.category_id),
      completed.map((module) => module.module_id),
      completed.map((module) => module === selfReported),
      completed.map((module) => beats[progress.indexOf(module)] ?? new Date(lastBeat)),
    ],
  );
}

/**
 * `npm run seed:demo`: an approved ADVANCED demo agency with three versions and about 60 clients
 * with varied progress and logins, so a newcomer sees a living dashboard: verified completions
 * with the watch ranges heartbeats would have left, a module half watched, and now and then a
 * self-reported one (watching not measurable). Running it again replaces the demo agency's data;
 * nothing else is touched. With SAMPLE_VIDEOS on, it also queues sample videos for every module
 * without one (the worker renders them).
 */
runScript(async () => {
  const config = loadConfigOrExit();
  const db = await createDataSource({ url: config.DATABASE_URL, poolSize: 1 }).initialize();
  try {
    const passwordHash = await hashPassword(DEMO_PASSWORD);
    const versionIds: string[] = [];
    const catalogue: CatalogueModule[] = await db.query(
      `SELECT category_id, module_id, minutes * 60 AS seconds FROM video_catalogue
        WHERE retired_at IS NULL ORDER BY position`,
    );
    await db.transaction(async (manager) => {
      await manager.query(`DELETE FROM retainly_users WHERE email = $1`, [DEMO_EMAIL]);
      const [{ id: userId }] = await manager.query(
        `INSERT INTO retainly_users (email, password_hash, email_confirmed_at, approval, plan,
           full_name, agency_name, initial_questions_completed, onboarding_completed,
           primary_color, secondary_color, tertiary_color, active_subaccounts)
         VALUES ($1, $2, now(), 'YES', 'ADVANCED', 'Demo Owner', 'Northwind Growth Agency', true,
           true, '#2563eb', '#10b981', '#f59e0b', '26-50')
         RETURNING id`,
        [DEMO_EMAIL, passwordHash],
      );
      for (const tier of VERSION_TIERS) {
        const id = newVersionId();
        versionIds.push(id);
        await manager.query(`INSERT INTO agency_versions (id, user_id, tier) VALUES ($1, $2, $3)`, [
          id,
          userId,
          tier,
        ]);
      }
      await manager.query(
        `UPDATE retainly_users SET agency_id = $2, agency_id_basic = $2, agency_id_advanced = $3,
           agency_id_elite = $4 WHERE id = $1`,
        [userId, ...versionIds],
      );
      for (let i = 0; i < CLIENTS; i += 1) {
        const name = `${FIRST[i % FIRST.length]} ${LAST[i % LAST.length]}`;
        const email = `${name.toLowerCase().replace(' ', '.')}${i}@client.example`;
        const lastLogin = new Date(Date.now() - randomInt(21) * DAY_MS);
        const [{ id: clientId }] = await manager.query(
          `INSERT INTO portal_clients (version_id, name, email, identity, created_at, last_login_at)
           VALUES ($1, $2, $3, $3, $4, $5) RETURNING id`,
          [
            versionIds[i % versionIds.length],
            name,
            email,
            new Date(Date.now() - (30 + randomInt(30)) * DAY_MS),
            lastLogin,
          ],
        );
        await seedWatching(manager, clientId, i, lastLogin, catalogue);
      }
    });
    const samples = config.SAMPLE_VIDEOS
      ? (await requestSampleVideos(db, configuredSiteVideos(config))).length
      : 0;
    process.stdout.write(
      [
        `Demo agency ready: ${CLIENTS} clients across 3 versions.`,
        `Sign in at ${new URL('/login', config.APP_URL).href}`,
        `  e-mail:   ${DEMO_EMAIL}`,
        `  password: ${DEMO_PASSWORD}`,
        `A client's view (the basic version's link): ${new URL(`/${versionIds[0]}`, config.APP_URL).href}`,
        '',
      ].join('\n') + sampleVideosNote(samples),
    );
  } finally {
    await db.destroy();
  }
});
