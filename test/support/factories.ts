import { randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { newToken } from '@retainly/database';

/**
 * Test fixtures for agency owners and their sessions: the one place tests create `retainly_users`
 * and `sessions` rows without the api (a test may still change a user when that change is what
 * it tests). A user's state (approval, plan, trial, profile) is named by its columns, so a test
 * says which state it needs and nothing else. With the api: AccountsStack.signedUpWith.
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
}

/** For trial dates: `new Date(Date.now() - 9 * DAY_MS)`. */
export const DAY_MS = 86_400_000;

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

// Column names come from UserFields' keys, never from input, so they are safe to interpolate.
const columnsOf = (fields: UserFields) =>
  Object.entries(fields).filter(([, value]) => value !== undefined);

/** Inserts a user with `fields` (a fresh e-mail unless given); the rest are column defaults. */
export async function insertUser(
  db: DataSource,
  fields: UserFields = {},
): Promise<{ id: string; email: string }> {
  const columns = columnsOf({ ...fields, email: fields.email ?? uniqueEmail() });
  const [row]: { id: string; email: string }[] = await db.query(
    `INSERT INTO retainly_users (${columns.map(([name]) => name).join(', ')})
     VALUES (${columns.map((_, i) => `$${i + 1}`).join(', ')}) RETURNING id, email`,
    columns.map(([, value]) => value),
  );
  return row;
}

/** Sets `fields` on the user with this (lower-case) e-mail; returns its id. */
export async function updateUserByEmail(
  db: DataSource,
  email: string,
  fields: UserFields,
): Promise<string> {
  const columns = columnsOf(fields);
  // Through a CTE so the driver answers rows, as for a SELECT.
  const [row]: { id: string }[] = await db.query(
    `WITH u AS (UPDATE retainly_users SET ${columns.map(([name], i) => `${name} = $${i + 2}`).join(', ')}
       WHERE email = $1 RETURNING id) SELECT id FROM u`,
    [email, ...columns.map(([, value]) => value)],
  );
  if (!row) throw new Error(`no user with e-mail ${email}`);
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
