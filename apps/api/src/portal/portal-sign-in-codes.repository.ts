import { randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { hashToken, newToken } from '@retainly/database';
import { SIGN_IN_CODE_LENGTH, type PortalLanguage } from '@retainly/domain';

/** How long an e-mailed code and its link work. */
export const SIGN_IN_CODE_TTL_MINUTES = 15;
/** Wrong tries one code takes before it is dead. */
export const CODE_TRIES = 5;

/** What the client typed with their address, applied once the address is proven. */
export interface CodeRequest {
  versionId: string;
  email: string;
  name: string | null;
  timeZone: string | null;
  language: PortalLanguage | null;
}

export interface IssuedCode {
  code: string;
  linkToken: string;
}

/** A code or link used up: whom it signs in. */
export type ProvenAddress = CodeRequest;

interface CodeRow {
  id: string;
  code_hash: Buffer;
  attempts: number;
}

interface UsedRow {
  version_id: string;
  email: string;
  name: string | null;
  time_zone: string | null;
  language: PortalLanguage | null;
}

/** The code's digest is salted with its row id, so equal codes never store alike. */
const codeHash = (id: string, code: string) => hashToken(`${id}:${code}`);

const proven = (row: UsedRow): ProvenAddress => ({
  versionId: row.version_id,
  email: row.email,
  name: row.name,
  timeZone: row.time_zone,
  language: row.language,
});

export type CodeCheck = { ok: true; address: ProvenAddress } | { ok: false; dead: boolean };

/** portal_sign_in_codes: the e-mailed codes and links of verified versions. */
@Injectable()
export class PortalSignInCodesRepository {
  /**
   * A new code and link for the address; any earlier one still open for it expires now, so at
   * most one code per address is ever open to guessing.
   */
  async issue(manager: EntityManager, request: CodeRequest): Promise<IssuedCode> {
    const id = randomUUID();
    const code = String(randomInt(0, 10 ** SIGN_IN_CODE_LENGTH)).padStart(SIGN_IN_CODE_LENGTH, '0');
    const link = newToken();
    await manager.query(
      `UPDATE portal_sign_in_codes SET expires_at = now()
       WHERE version_id = $1 AND email = $2 AND used_at IS NULL AND expires_at > now()`,
      [request.versionId, request.email],
    );
    await manager.query(
      `INSERT INTO portal_sign_in_codes
         (id, version_id, email, code_hash, link_hash, name, time_zone, language, expires_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, now() + make_interval(mins => $9))`,
      [
        id,
        request.versionId,
        request.email,
        codeHash(id, code),
        link.hash,
        request.name,
        request.timeZone,
        request.language,
        SIGN_IN_CODE_TTL_MINUTES,
      ],
    );
    return { code, linkToken: link.token };
  }

  /**
   * Checks a typed code against the address's open code, in the caller's transaction: the row
   * lock makes two tries at once count twice and lets at most one right one through. A wrong
   * code counts a try; the CODE_TRIES-th wrong one leaves the code dead.
   */
  async check(
    manager: EntityManager,
    versionId: string,
    email: string,
    code: string,
  ): Promise<CodeCheck> {
    const [row]: CodeRow[] = await manager.query(
      `SELECT id, code_hash, attempts FROM portal_sign_in_codes
       WHERE version_id = $1 AND email = $2 AND used_at IS NULL AND expires_at > now()
         AND attempts < $3
       ORDER BY created_at DESC LIMIT 1 FOR UPDATE`,
      [versionId, email, CODE_TRIES],
    );
    if (!row) return { ok: false, dead: true };
    if (!timingSafeEqual(codeHash(row.id, code), row.code_hash)) {
      await manager.query(`UPDATE portal_sign_in_codes SET attempts = attempts + 1 WHERE id = $1`, [
        row.id,
      ]);
      return { ok: false, dead: row.attempts + 1 >= CODE_TRIES };
    }
    // UPDATE ... RETURNING inside a CTE: TypeORM hands a bare UPDATE back as [rows, count].
    const [used]: UsedRow[] = await manager.query(
      `WITH used AS (UPDATE portal_sign_in_codes SET used_at = now() WHERE id = $1
         RETURNING version_id, email, name, time_zone, language)
       SELECT * FROM used`,
      [row.id],
    );
    return { ok: true, address: proven(used) };
  }

  /** Uses up the one-click link if it is open and of this version; undefined otherwise. */
  async consumeLink(
    manager: EntityManager,
    versionId: string,
    linkToken: string,
  ): Promise<ProvenAddress | undefined> {
    const [used]: UsedRow[] = await manager.query(
      `WITH used AS (
         UPDATE portal_sign_in_codes SET used_at = now()
         WHERE link_hash = $1 AND version_id = $2 AND used_at IS NULL AND expires_at > now()
           AND attempts < $3
         RETURNING version_id, email, name, time_zone, language)
       SELECT * FROM used`,
      [hashToken(linkToken), versionId, CODE_TRIES],
    );
    return used && proven(used);
  }
}
