import { unprocessable } from './errors';
import type { Contact } from './model';

/**
 * POST /contacts/search. Its body and answer are not in the OpenAPI (§7 of the digest): we take
 * the ClickUp doc's `locationId`, `page` (from 1), `pageLimit` (≤ 500), `query` and `filters`
 * (`{field, operator, value}` or `{group: 'AND'|'OR', filters}`), and answer
 * `{contacts, total}`. No `searchAfter` cursor, no `sort`.
 */
export function searchContacts(contacts: Contact[], body: Record<string, unknown>) {
  const pageLimit = body.pageLimit === undefined ? 20 : Number(body.pageLimit);
  const pageNumber = body.page === undefined ? 1 : Number(body.page);
  if (!Number.isInteger(pageLimit) || pageLimit < 1 || pageLimit > 500) {
    throw unprocessable(['pageLimit must not be greater than 500']);
  }
  if (!Number.isInteger(pageNumber) || pageNumber < 1) {
    throw unprocessable(['page must not be less than 1']);
  }
  const words = typeof body.query === 'string' ? body.query.toLowerCase() : '';
  const filters = Array.isArray(body.filters) ? body.filters : [];
  const found = contacts
    .filter((contact) => !words || searchable(contact).includes(words))
    .filter((contact) => filters.every((filter) => passes(contact, filter)));
  const start = (pageNumber - 1) * pageLimit;
  return { contacts: found.slice(start, start + pageLimit), total: found.length };
}

const searchable = (contact: Contact) =>
  [
    contact.name,
    contact.firstName,
    contact.lastName,
    contact.email,
    contact.phone,
    contact.companyName,
  ]
    .filter((field) => typeof field === 'string')
    .join(' ')
    .toLowerCase();

function passes(contact: Contact, filter: unknown): boolean {
  if (typeof filter !== 'object' || filter === null) return true;
  const { group, filters, field, operator, value } = filter as Record<string, unknown>;
  if (Array.isArray(filters)) {
    return group === 'OR'
      ? filters.some((inner) => passes(contact, inner))
      : filters.every((inner) => passes(contact, inner));
  }
  const actual = contact[String(field)];
  const values = Array.isArray(actual)
    ? actual.map(String)
    : actual === undefined
      ? []
      : [String(actual)];
  const wanted = Array.isArray(value) ? value.map(String) : [String(value)];
  const lower = (items: string[]) => items.map((item) => item.toLowerCase());
  switch (operator) {
    case 'eq':
      return wanted.some((item) => lower(values).includes(item.toLowerCase()));
    case 'not_eq':
      return !wanted.some((item) => lower(values).includes(item.toLowerCase()));
    case 'contains':
      return values.some((item) => item.toLowerCase().includes(String(value).toLowerCase()));
    case 'not_contains':
      return !values.some((item) => item.toLowerCase().includes(String(value).toLowerCase()));
    case 'exists':
      return values.length > 0 && values.some((item) => item !== '');
    case 'not_exists':
      return values.length === 0 || values.every((item) => item === '');
    default:
      throw unprocessable([`operator ${String(operator)} is not supported`]);
  }
}
