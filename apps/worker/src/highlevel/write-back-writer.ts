import { createHash } from 'node:crypto';
import { WRITE_BACK_FIELDS, writeBackValues, type WriteBackValues } from '@retainly/domain';
import { HighLevelRejected, type HighLevelKit } from '@retainly/highlevel';
import type { WriteBackFieldIds, WriteBackFields } from './write-back-fields';
import type { PendingWriteBack } from './write-back-rows';

export interface WriteBackResult {
  locationId: string;
  contactId: string;
  hash: string;
  tags: string[];
  /** HighLevel requests this write made (0 when HighLevel already had everything). */
  requests: number;
}

/** What an upsert would send, hashed: the same hash means HighLevel has it already. */
function upsertHash(
  locationId: string,
  pending: PendingWriteBack,
  values: WriteBackValues,
  ids: WriteBackFieldIds,
): string {
  const sent = WRITE_BACK_FIELDS.map(({ key }) => [ids[key], values.fields[key]]);
  const { email, name } = pending.state;
  return createHash('sha256')
    .update(JSON.stringify([locationId, email, name, sent]))
    .digest('base64url');
}

/**
 * One client's contact in the agency's location, brought to the state just read: an upsert by
 * e-mail when a field differs from what was last written (or the contact is new to us), then
 * only the tags to add and the tags of ours to take off. Adding a tag the contact has is a
 * no-op in HighLevel, so a replay never doubles one; no notes are written, for the same reason.
 */
export class WriteBackWriter {
  constructor(
    private readonly fields: WriteBackFields,
    private readonly appUrl: string,
  ) {}

  async write(
    kit: HighLevelKit,
    pending: PendingWriteBack,
    locationId: string,
    onLostContact: () => Promise<void>,
  ): Promise<WriteBackResult> {
    const { contacts } = kit.client;
    const auth = kit.tokens.location(pending.userId, locationId);
    const ids = await this.fields.ensure(contacts, auth, pending.userId, locationId);
    const values = writeBackValues(pending.state, this.appUrl);
    const hash = upsertHash(locationId, pending, values, ids);
    const known = pending.writtenLocationId === locationId ? pending.contactId : null;
    const written = known ? pending.writtenTags : [];
    let requests = 0;

    const upsert = async () => {
      requests += 1;
      const { email, name } = pending.state;
      const { contact } = await contacts.upsert(auth, locationId, {
        email,
        ...(name ? { name } : {}),
        customFields: WRITE_BACK_FIELDS.map(({ key }) => ({
          id: ids[key],
          field_value: values.fields[key],
        })),
      });
      return contact.id;
    };
    let contactId = known && hash === pending.writtenHash ? known : await upsert();

    const add = values.tags.filter((tag) => contactId !== known || !written.includes(tag));
    if (add.length > 0) {
      try {
        requests += 1;
        await contacts.addTags(auth, locationId, contactId, add);
      } catch (error) {
        // The contact was deleted in HighLevel since we wrote it: upsert it again, all tags.
        if (!(error instanceof HighLevelRejected) || contactId !== known) throw error;
        await onLostContact();
        contactId = await upsert();
        requests += 1;
        await contacts.addTags(auth, locationId, contactId, values.tags);
      }
    }
    const remove = written.filter((tag) => !values.tags.includes(tag));
    if (remove.length > 0 && contactId === known) {
      requests += 1;
      await contacts.removeTags(auth, locationId, contactId, remove);
    }
    return { locationId, contactId, hash, tags: values.tags, requests };
  }
}
