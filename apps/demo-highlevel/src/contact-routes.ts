import { accessibleLocation } from './access';
import { searchContacts } from './contact-search';
import type { Contacts } from './contacts';
import { apiRoute, V2021_07_28, type Route, type StandInContext } from './context';
import { badRequest, noLocationAccess, unprocessable } from './errors';
import { json, text, type StandInReply, type StandInRequest } from './http';
import type { Contact } from './model';
import type { AccessToken } from './tokens';

/** Contacts (apps/contacts.json): sub-account tokens, `Version: 2021-07-28`. */
export function contactRoutes(context: StandInContext, contacts: Contacts): Route[] {
  /** The path's contact, if it is the token's location's (the spec lists no 404: 400). */
  function owned(request: StandInRequest, token: AccessToken): Contact {
    const contact = contacts.get(request.params.contactId ?? '');
    if (!contact) throw badRequest('Contact not found');
    if (contact.locationId !== token.locationId) throw noLocationAccess();
    return contact;
  }

  const tagList = (body: Record<string, unknown>): string[] => {
    const tags = body.tags;
    if (!Array.isArray(tags) || !tags.every((tag) => typeof tag === 'string')) {
      throw unprocessable(['tags must be an array of strings']);
    }
    return tags as string[];
  };

  function upsert(request: StandInRequest, token: AccessToken) {
    const location = accessibleLocation(context, token, text(request.body, 'locationId'));
    const body = request.body;
    const allowedNew = location.allowDuplicateContact && body.createNewIfDuplicateAllowed === true;
    const existing = allowedNew
      ? undefined
      : contacts.duplicateOf(location.id, text(body, 'email'), text(body, 'phone'));
    if (existing) return json(200, { new: false, contact: contacts.update(existing, body) });
    return json(200, { new: true, contact: contacts.create(location, body) });
  }

  const route = (
    method: string,
    path: string,
    scope: string,
    handle: (request: StandInRequest, token: AccessToken) => StandInReply,
  ) => apiRoute(method, path, 'location', V2021_07_28, scope, handle);
  const READ = 'contacts.readonly';
  const WRITE = 'contacts.write';

  return [
    route('POST', '/contacts/search', READ, (request, token) => {
      const location = accessibleLocation(context, token, text(request.body, 'locationId'));
      return json(200, searchContacts(contacts.all(location.id), request.body));
    }),
    route('GET', '/contacts/search/duplicate', READ, (request, token) => {
      const location = accessibleLocation(context, token, text(request.query, 'locationId'));
      const found = contacts.duplicateOf(
        location.id,
        text(request.query, 'email'),
        text(request.query, 'number'),
      );
      return json(200, { contact: found ?? null });
    }),
    route('GET', '/contacts/', READ, (request, token) => {
      const location = accessibleLocation(context, token, text(request.query, 'locationId'));
      const limit = Number(text(request.query, 'limit') ?? 20);
      const found = searchContacts(contacts.all(location.id), {
        query: text(request.query, 'query'),
        pageLimit: Math.min(Math.max(1, limit || 20), 100),
      });
      return json(200, { contacts: found.contacts, count: found.total });
    }),
    route('POST', '/contacts/', WRITE, (request, token) => {
      const location = accessibleLocation(context, token, text(request.body, 'locationId'));
      return json(201, { contact: contacts.create(location, request.body) });
    }),
    route('POST', '/contacts/upsert', WRITE, upsert),
    route('GET', '/contacts/:contactId', READ, (request, token) =>
      json(200, { contact: owned(request, token) }),
    ),
    route('PUT', '/contacts/:contactId', WRITE, (request, token) => {
      const { locationId: _l, gender: _g, companyName: _c, ...fields } = request.body;
      return json(200, { succeded: true, contact: contacts.update(owned(request, token), fields) });
    }),
    route('DELETE', '/contacts/:contactId', WRITE, (request, token) => {
      contacts.remove(owned(request, token));
      return json(200, { succeded: true });
    }),
    route('POST', '/contacts/:contactId/tags', WRITE, (request, token) =>
      json(201, { tags: contacts.addTags(owned(request, token), tagList(request.body)) }),
    ),
    route('DELETE', '/contacts/:contactId/tags', WRITE, (request, token) =>
      json(200, { tags: contacts.removeTags(owned(request, token), tagList(request.body)) }),
    ),
  ];
}
