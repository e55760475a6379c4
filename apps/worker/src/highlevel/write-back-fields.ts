import type { DataSource } from 'typeorm';
import { WRITE_BACK_FIELDS, type WriteBackFieldKey } from '@retainly/domain';
import type { HighLevelContacts, TokenSource } from '@retainly/highlevel';

/** The claim row's key: whoever holds it creates the location's fields. */
const CLAIM = '(creating)';
/** A claim this old belongs to a worker that died; another may take it over. */
const CLAIM_STALE_MS = 60_000;

/** Thrown while another job creates the fields: BullMQ retries it shortly. */
export class WriteBackFieldsBusy extends Error {
  constructor() {
    super('Another write-back is creating the custom fields of this location');
  }
}

export type WriteBackFieldIds = Record<WriteBackFieldKey, string>;

/**
 * The contact custom fields write-back fills in the agency's location, created there once.
 * One job creates them under a claim row (no transaction is held across HighLevel's answers);
 * the others retry shortly and then find them. A field of ours already in the location (found
 * by name) is reused, so a claim lost half-way creates no second field.
 */
export class WriteBackFields {
  constructor(private readonly db: DataSource) {}

  async ensure(
    contacts: HighLevelContacts,
    auth: TokenSource,
    userId: string,
    locationId: string,
  ): Promise<WriteBackFieldIds> {
    const known = await this.known(userId, locationId);
    if (known) return known;
    if (!(await this.claim(userId, locationId))) throw new WriteBackFieldsBusy();
    try {
      const existing = await contacts.customFields(auth, locationId);
      for (const field of WRITE_BACK_FIELDS) {
        const id =
          existing.find((candidate) => candidate.name === field.name)?.id ??
          (await contacts.createCustomField(auth, locationId, field)).id;
        await this.db.query(
          `INSERT INTO highlevel_write_back_fields (user_id, location_id, field_key, field_id)
           VALUES ($1, $2, $3, $4)
           ON CONFLICT (user_id, location_id, field_key) DO UPDATE SET field_id = EXCLUDED.field_id`,
          [userId, locationId, field.key, id],
        );
      }
    } finally {
      await this.db.query(
        `DELETE FROM highlevel_write_back_fields
          WHERE user_id = $1 AND location_id = $2 AND field_key = $3`,
        [userId, locationId, CLAIM],
      );
    }
    const created = await this.known(userId, locationId);
    if (!created) throw new Error('The write-back custom fields were not recorded');
    return created;
  }

  private async known(userId: string, locationId: string): Promise<WriteBackFieldIds | null> {
    const rows: { field_key: string; field_id: string }[] = await this.db.query(
      `SELECT field_key, field_id FROM highlevel_write_back_fields
        WHERE user_id = $1 AND location_id = $2 AND field_key <> $3`,
      [userId, locationId, CLAIM],
    );
    const ids = Object.fromEntries(rows.map((row) => [row.field_key, row.field_id]));
    return WRITE_BACK_FIELDS.every((field) => ids[field.key]) ? (ids as WriteBackFieldIds) : null;
  }

  private async claim(userId: string, locationId: string): Promise<boolean> {
    const claimed: unknown[] = await this.db.query(
      `INSERT INTO highlevel_write_back_fields AS f (user_id, location_id, field_key, field_id)
       VALUES ($1, $2, $3, '')
       ON CONFLICT (user_id, location_id, field_key) DO UPDATE SET created_at = now()
         WHERE f.created_at < now() - make_interval(secs => $4 / 1000.0)
       RETURNING 1`,
      [userId, locationId, CLAIM, CLAIM_STALE_MS],
    );
    return claimed.length > 0;
  }
}
