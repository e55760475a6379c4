import type { StandInContext } from './context';
import { HighLevelError } from './errors';
import { highLevelId } from './ids';
import type { Contact, Location } from './model';
import { contactEvent } from './webhook-events';

/** CreateContactDto's fields besides locationId, tags and customFields, echoed as written. */
const WRITABLE = [
  'firstName',
  'lastName',
  'name',
  'email',
  'gender',
  'phone',
  'address1',
  'city',
  'state',
  'postalCode',
  'website',
  'timezone',
  'dnd',
  'dndSettings',
  'inboundDndSettings',
  'source',
  'dateOfBirth',
  'country',
  'companyName',
  'assignedTo',
];

/**
 * Contacts of one sub-account, shared by the API routes and the test hooks; every change
 * sends its webhook (ContactCreate, ContactUpdate, ContactTagUpdate, ContactDelete).
 */
export class Contacts {
  constructor(private readonly context: StandInContext) {}

  all(locationId: string): Contact[] {
    return [...this.context.store.data(locationId).contacts.values()];
  }

  get(contactId: string): Contact | undefined {
    for (const location of this.context.store.locations.keys()) {
      const found = this.context.store.data(location).contacts.get(contactId);
      if (found) return found;
    }
    return undefined;
  }

  /** The contact an email or phone already belongs to: email first, then phone (the docs' order). */
  duplicateOf(locationId: string, email?: string, phone?: string): Contact | undefined {
    const contacts = this.all(locationId);
    const byEmail = email && contacts.find((contact) => contact.email === email.toLowerCase());
    return byEmail || (phone ? contacts.find((contact) => contact.phone === phone) : undefined);
  }

  /** POST /contacts/: refused when the location forbids duplicates (the body is ours). */
  create(location: Location, fields: Record<string, unknown>): Contact {
    const email = typeof fields.email === 'string' ? fields.email : undefined;
    const phone = typeof fields.phone === 'string' ? fields.phone : undefined;
    const duplicate = this.duplicateOf(location.id, email, phone);
    if (duplicate && !location.allowDuplicateContact) {
      throw new HighLevelError(400, {
        statusCode: 400,
        message: 'This location does not allow duplicated contacts.',
        meta: {
          contactId: duplicate.id,
          matchingField: email && duplicate.email === email.toLowerCase() ? 'email' : 'phone',
        },
      });
    }
    const now = new Date().toISOString();
    const contact: Contact = {
      id: highLevelId(),
      locationId: location.id,
      dateAdded: now,
      dateUpdated: now,
      deleted: false,
      tags: [],
      type: 'lead',
      customFields: [],
    };
    this.apply(contact, fields);
    this.context.store.data(location.id).contacts.set(contact.id, contact);
    this.context.webhooks.emit(contactEvent('ContactCreate', contact));
    return contact;
  }

  update(contact: Contact, fields: Record<string, unknown>): Contact {
    this.apply(contact, fields);
    contact.dateUpdated = new Date().toISOString();
    this.context.webhooks.emit(contactEvent('ContactUpdate', contact));
    return contact;
  }

  addTags(contact: Contact, tags: string[]): string[] {
    contact.tags = [...new Set([...contact.tags, ...tags])];
    this.context.webhooks.emit(contactEvent('ContactTagUpdate', contact));
    return contact.tags;
  }

  removeTags(contact: Contact, tags: string[]): string[] {
    contact.tags = contact.tags.filter((tag) => !tags.includes(tag));
    this.context.webhooks.emit(contactEvent('ContactTagUpdate', contact));
    return contact.tags;
  }

  remove(contact: Contact): void {
    this.context.store.data(contact.locationId).contacts.delete(contact.id);
    this.context.webhooks.emit(contactEvent('ContactDelete', contact));
  }

  private apply(contact: Contact, fields: Record<string, unknown>): void {
    for (const name of WRITABLE) if (fields[name] !== undefined) contact[name] = fields[name];
    if (typeof contact.email === 'string') contact.email = contact.email.toLowerCase();
    if (fields.firstName !== undefined || fields.lastName !== undefined) {
      contact.name = [contact.firstName, contact.lastName].filter(Boolean).join(' ');
    }
    if (Array.isArray(fields.tags)) {
      contact.tags = [...new Set(fields.tags.filter((tag) => typeof tag === 'string'))];
    }
    if (Array.isArray(fields.customFields)) this.applyCustomFields(contact, fields.customFields);
  }

  /** Written as `{id | key, field_value}`, read back as `{id, value}` (unknown ids are dropped). */
  private applyCustomFields(contact: Contact, written: unknown[]): void {
    const defined = this.context.store.data(contact.locationId).customFields;
    for (const entry of written) {
      if (typeof entry !== 'object' || entry === null) continue;
      const { id, key, field_value: value } = entry as Record<string, unknown>;
      const field = defined.find(
        (candidate) =>
          candidate.id === id ||
          candidate.fieldKey === key ||
          candidate.fieldKey === `contact.${String(key)}`,
      );
      if (!field) continue;
      contact.customFields = [
        ...contact.customFields.filter((existing) => existing.id !== field.id),
        { id: field.id, value },
      ];
    }
  }
}
