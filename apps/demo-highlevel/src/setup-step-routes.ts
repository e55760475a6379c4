import { accessibleLocation, requestedLocationId } from './access';
import { apiRoute, V2021_04_15, V2021_07_28, type Route, type StandInContext } from './context';
import { exportMessages, searchConversations } from './conversations';
import { HighLevelError } from './errors';
import { json, page, text, type StandInReply, type StandInRequest } from './http';
import type { Location, LocationData } from './model';

/**
 * The read models behind the setup steps: calendars, phone numbers, pipelines, workflows,
 * forms, funnels and conversations (contacts are in contact-routes). Sub-account tokens.
 */
export function setupStepRoutes(context: StandInContext): Route[] {
  const route = (
    path: string,
    versions: readonly string[] | undefined,
    scope: string,
    handle: (data: LocationData, request: StandInRequest, location: Location) => StandInReply,
  ): Route =>
    apiRoute('GET', path, 'location', versions, scope, (request, token) => {
      const location = accessibleLocation(context, token, requestedLocationId(request));
      return handle(context.store.data(location.id), request, location);
    });

  return [
    route('/calendars/', V2021_04_15, 'calendars.readonly', (data, request) => {
      const groupId = text(request.query, 'groupId');
      const drafted = text(request.query, 'showDrafted') !== 'false';
      const calendars = data.calendars
        .filter((calendar) => !groupId || calendar.groupId === groupId)
        .filter((calendar) => drafted || calendar.isActive);
      return json(200, { calendars });
    }),
    route(
      '/phone-system/numbers/location/:locationId',
      V2021_07_28,
      'phonenumbers.read',
      (data, request, location) => {
        if (!location.phoneSystemConnected) {
          throw new HighLevelError(404, {
            message: 'Phone system is not connected to this account',
            statusCode: 404,
          });
        }
        const pageSize = Math.min(Number(text(request.query, 'pageSize') ?? 1000) || 1000, 1000);
        const pageNumber = Number(text(request.query, 'page') ?? 0) || 0;
        return json(200, {
          numbers: data.phoneNumbers.slice(pageNumber * pageSize, (pageNumber + 1) * pageSize),
          isUnderGhl: true,
          pageSize,
          page: pageNumber,
          accountStatus: 'active',
        });
      },
    ),
    route('/opportunities/pipelines', V2021_07_28, 'opportunities.readonly', (data) =>
      json(200, { pipelines: data.pipelines }),
    ),
    route('/workflows/', V2021_07_28, 'workflows.readonly', (data) =>
      json(200, { workflows: data.workflows }),
    ),
    route('/forms/', V2021_07_28, 'forms.readonly', (data, request) => {
      const { skip, limit } = page(request.query, 10);
      return json(200, {
        forms: data.forms.slice(skip, skip + Math.min(limit, 50)),
        total: data.forms.length,
      });
    }),
    // The spec declares no Version header here; the scope is Scopes.md's.
    route('/funnels/funnel/list', undefined, 'funnels/funnel.readonly', (data, request) => {
      const type = text(request.query, 'type');
      const name = text(request.query, 'name')?.toLowerCase();
      const found = data.funnels
        .filter((funnel) => !type || funnel.type === type)
        .filter((funnel) => !name || funnel.name.toLowerCase().includes(name));
      const { skip, limit } = page(request.query, 10);
      return json(200, { funnels: found.slice(skip, skip + limit), count: found.length });
    }),
    route('/conversations/search', V2021_04_15, 'conversations.readonly', (data, request) =>
      json(200, searchConversations(data.messages, data.contacts, request.query)),
    ),
    route(
      '/conversations/messages/export',
      V2021_04_15,
      'conversations/message.readonly',
      (data, request) => json(200, exportMessages(data.messages, request.query)),
    ),
  ];
}
