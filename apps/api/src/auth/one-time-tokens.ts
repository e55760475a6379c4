import type { DataSource, EntityManager } from 'typeorm';
import { hashToken, newToken } from '@retainly/database';
import { DAY_MS, HOUR_MS, MINUTE_MS } from '@retainly/domain';

export type TokenPurpose = 'confirm_email' | 'set_password' | 'reset_password' | 'sign_in_link';

export const TOKEN_LIFETIME_MS: Record<TokenPurpose, number> = {
  confirm_email: DAY_MS,
  set_password: DAY_MS,
  reset_password: HOUR_MS,
  sign_in_link: 10 * MINUTE_MS,
};

/**
 * When a token still works: never used and not yet expired. Every query of one_time_tokens
 * lives in this file and uses this one condition.
 */
const LIVE = 'used_at IS NULL AND expires_at > now()';

export interface ConsumedToken {
  userId: string;
  purpose: TokenPurpose;
  pendingPasswordHash: string | null;
}

/** Issues a single-use token; the link carries the token, the database only its hash. */
export async function issueToken(
  manager: EntityManager,
  userId: string,
  purpose: TokenPurpose,
  pendingPasswordHash: string | null = null,
): Promise<string> {
  const { token, hash } = newToken();
  await manager.query(
    `INSERT INTO one_time_tokens (user_id, purpose, token_hash, pending_password_hash, expires_at)
     VALUES ($1, $2, $3, $4, $5)`,
    [userId, purpose, hash, pendingPasswordHash, new Date(Date.now() + TOKEN_LIFETIME_MS[purpose])],
  );
  return token;
}

/**
 * Marks a live token of one of `purposes` used and returns it; undefined if bad or spent. Using a
 * link ends the user's other unused links of the same purpose: only the newest-used one counts.
 */
export async function consumeToken(
  manager: EntityManager,
  token: string,
  purposes: readonly TokenPurpose[],
): Promise<ConsumedToken | undefined> {
  const rows: { user_id: string; purpose: TokenPurpose; pending_password_hash: string | null }[] =
    await manager.query(
      // Wrapped in a CTE: TypeORM returns [rows, count] for a bare UPDATE ... RETURNING.
      `WITH used AS (
         UPDATE one_time_tokens SET used_at = now()
         WHERE token_hash = $1 AND purpose = ANY($2) AND ${LIVE}
         RETURNING user_id, purpose, pending_password_hash
       ) SELECT * FROM used`,
      [hashToken(token), purposes],
    );
  const row = rows[0];
  if (row) await revokeTokens(manager, row.user_id, [row.purpose]);
  return (
    row && {
      userId: row.user_id,
      purpose: row.purpose,
      pendingPasswordHash: row.pending_password_hash,
    }
  );
}

/**
 * What a password change (reset, or a set-password link) leaves unusable: every unused link that
 * would sign in or set the password again.
 */
export const PASSWORD_CHANGE_REVOKES: readonly TokenPurpose[] = [
  'reset_password',
  'sign_in_link',
  'set_password',
];

/**
 * Ends a user's unused, live tokens of `purposes` by expiring them now (used_at stays null, so
 * the row still tells that the link was never opened).
 */
export async function revokeTokens(
  manager: EntityManager,
  userId: string,
  purposes: readonly TokenPurpose[],
): Promise<void> {
  await manager.query(
    `UPDATE one_time_tokens SET expires_at = now()
     WHERE user_id = $1 AND purpose = ANY($2) AND ${LIVE}`,
    [userId, purposes],
  );
}

/** Whether `token` is a live link of `purpose`, without spending it (the reset page's check). */
export async function isLiveToken(
  db: DataSource | EntityManager,
  token: string,
  purpose: TokenPurpose,
): Promise<boolean> {
  const rows: unknown[] = await db.query(
    `SELECT 1 FROM one_time_tokens WHERE token_hash = $1 AND purpose = $2 AND ${LIVE}`,
    [hashToken(token), purpose],
  );
  return rows.length > 0;
}

/** The password chosen by the user's newest live set-password link, if any (for a resend). */
export async function pendingPasswordHash(
  manager: EntityManager,
  userId: string,
): Promise<string | undefined> {
  const [pending]: { pending_password_hash: string }[] = await manager.query(
    `SELECT pending_password_hash FROM one_time_tokens
     WHERE user_id = $1 AND purpose = 'set_password' AND ${LIVE}
     ORDER BY created_at DESC LIMIT 1`,
    [userId],
  );
  return pending?.pending_password_hash;
}
