import { randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { newToken } from '@retainly/database';
import { columnsOf, insertRow } from './insert-row';

/**
 * Test fixtures: the one place tests create or change `retainly_users`, `sessions`,
 * `portal_clients` and `module_completions` rows without the api (raw SQL stays only where the
 * SQL itself is under test); beside it media-factories.ts (`media_items`), outbox-factories.ts
 * (`outbox_events`) and outcome-factories.ts (`module_progress`, `client_stalls`). A user's
 * state (approval, plan, trial, profile) is named by its columns, so a test says which state it
 * needs and nothing else: insertUser, updateUser. With the api: AccountsStack.signedUpWith /
 * signedInAgency.
 */
export interface UserFields {
  email?: string;
  email_confirmed_at?: Date | null;
  /** 'YES', 'TRIALING' or 'NO' (the table's check constraint). */
  approval?: string;
  plan?: 'BASIC' | 'ADVANCED';
  role?: 'agency' | 'operator';
  initial_questions_completed?: boolean;
  trial_started_at?: Date | null;
  trial_ends_at?: Date | null;
  time_zone?: string;
  onboarding_completed?: boolean;
  onboarding_step?: number;
  full_name?: string;
  agency_name?: string | null;
  agency_id?: string;
  agency_id_basic?: string;
  agency_id_advanced?: string;
  agency_id_elite?: string;
  login_with?: string;
  primary_color?: string;
  secondary_color?: string;
  tertiary_color?: string;
  /** The questionnaire's answer, e.g. '1-10'. */
  active_subaccounts?: string | null;
}

/** An approved agency past the questionnaire, e-mail confirmed now, paying for Advanced. */
export const paidAgency = (fields: UserFields = {}): UserFields => ({
  approval: 'YES',
  plan: 'ADVANCED',
  initial_questions_completed: true,
  email_confirmed_at: new Date(),
  ...fields,
});

/** A fresh, lower-case e-mail address under `label` (tests share one database per file). */
export const uniqueEmail = (label = 'owner', domain = 'agency.test') =>
  `${label}.${randomUUID().slice(0, 8)}@${domain}`;

/** Inserts a user with `fields` (a fresh e-mail unless given); the rest are column defaults. */
export const insertUser = (db: DataSource, fields: UserFields = {}) =>
  insertRow<{ id: string; email: string }>(
    db,
    'retainly_users',
    { ...fields, email: fields.email ?? uniqueEmail() },
    'id, email',
  );

/** Which user `updateUser` changes: by id, or by e-mail (matched lower-cased, as stored). */
export type UserKey = { id: string } | { email: string };

/**
 * Sets `fields` on one user (a test setting up a state: approval, plan, trial, profile); returns
 * its id, and throws when no user matches. Relative times are Dates computed in the test:
 * `trial_ends_at: new Date(Date.now() - 2 * DAY_MS)`.
 */
export async function updateUser(
  db: DataSource,
  key: UserKey,
  fields: UserFields,
): Promise<string> {
  const columns = columnsOf(fields);
  const [where, value] = 'id' in key ? ['id', key.id] : ['email', key.email.toLowerCase()];
  // Through a CTE so the driver answers rows, as for a SELECT.
  const [row]: { id: string }[] = await db.query(
    `WITH u AS (UPDATE retainly_users SET ${columns.map(([name], i) => `${name} = $${i + 2}`).join(', ')}
       WHERE ${where} = $1 RETURNING id) SELECT id FROM u`,
    [value, ...columns.map(([, v]) => v)],
  );
  if (!row) throw new Error(`no user with ${where} ${value}`);
  return row.id;
}

/** A live session (one day) for the user; returns its token, as the session cookie carries it. */
export async function insertSession(db: DataSource, userId: string): Promise<string> {
  const { token, hash } = newToken();
  await db.query(
    `INSERT INTO sessions (user_id, token_hash, expires_at) VALUES ($1, $2, now() + interval '1 day')`,
    [userId, hash],
  );
  return token;
}

export const sessionCookie = (token: string) => `retainly_session=${token}`;

/** A user with `fields` (default: a paid agency) and a live session, without the sign-up mail. */
export async function userWithSession(db: DataSource, fields: UserFields = paidAgency()) {
  const user = await insertUser(db, fields);
  const token = await insertSession(db, user.id);
  return { ...user, token, cookie: sessionCookie(token) };
}

/** A client of an agency's onboarding link, as the portal's sign-in would have made it. */
export interface PortalClientFields {
  version_id: string;
  name?: string | null;
  email?: string | null;
  /** Unless given, as the portal derives it: the e-mail, else the lower-cased name. */
  identity?: string;
  created_at?: Date;
  last_login_at?: Date;
  started_at?: Date | null;
  time_zone?: string | null;
}

/** Inserts a portal client with `fields`; returns its id. */
export async function insertPortalClient(db: DataSource, fields: PortalClientFields) {
  const identity = fields.identity ?? fields.email ?? fields.name?.toLowerCase();
  return (await insertRow<{ id: string }>(db, 'portal_clients', { ...fields, identity }, 'id')).id;
}

/** A module a portal client completed: watched, or marked done by the client (self_reported). */
export interface CompletionFields {
  client_id: string;
  category_id: string;
  module_id: string;
  self_reported?: boolean;
  completed_at?: Date;
}

/** Inserts a module completion with `fields`. */
export async function insertCompletion(db: DataSource, fields: CompletionFields) {
  await insertRow(db, 'module_completions', fields, 'client_id');
}
