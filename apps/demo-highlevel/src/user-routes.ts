import { accessibleCompany, accessibleLocation } from './access';
import { apiRoute, V2021_07_28, type Route, type StandInContext } from './context';
import { notFound } from './errors';
import { json, page, text } from './http';
import type { User } from './model';
import type { AccessToken } from './tokens';
import { userPermissions } from './webhook-events';

/** UserSchema (apps/users.json). */
export const userSchema = (user: User) => ({
  id: user.id,
  name: `${user.firstName} ${user.lastName}`.trim(),
  firstName: user.firstName,
  lastName: user.lastName,
  email: user.email,
  phone: user.phone,
  extension: '',
  permissions: userPermissions(),
  roles: {
    type: user.type,
    role: user.role,
    locationIds: user.locationIds,
    restrictSubAccount: false,
  },
  deleted: false,
});

/** Users (apps/users.json): the deprecated `GET /users/`, `/users/search` and `/users/{id}`. */
export function userRoutes(context: StandInContext): Route[] {
  const { store } = context;
  const inLocation = (locationId: string) =>
    [...store.users.values()].filter((user) => user.locationIds.includes(locationId));

  function search(query: URLSearchParams, token: AccessToken) {
    const companyId = accessibleCompany(token, text(query, 'companyId'));
    const locationId = text(query, 'locationId') ?? token.locationId;
    if (locationId) accessibleLocation(context, token, locationId);
    const words = text(query, 'query')?.toLowerCase();
    const ids = text(query, 'ids')?.split(',');
    const found = (locationId ? inLocation(locationId) : store.usersOf(companyId))
      .filter((user) => !text(query, 'type') || user.type === text(query, 'type'))
      .filter((user) => !text(query, 'role') || user.role === text(query, 'role'))
      .filter((user) => !ids || ids.includes(user.id))
      .filter(
        (user) =>
          !words ||
          [user.firstName, user.lastName, user.email, user.phone].some((field) =>
            field.toLowerCase().includes(words),
          ),
      );
    const { skip, limit } = page(query, 25);
    return json(200, {
      users: found.slice(skip, skip + limit).map(userSchema),
      count: found.length,
    });
  }

  return [
    apiRoute('GET', '/users/', 'location', V2021_07_28, 'users.readonly', (request, token) => {
      const location = accessibleLocation(context, token, text(request.query, 'locationId'));
      return json(200, { users: inLocation(location.id).map(userSchema) });
    }),
    apiRoute(
      'GET',
      '/users/search',
      'agency-or-location',
      V2021_07_28,
      'users.readonly',
      (request, token) => search(request.query, token),
    ),
    apiRoute(
      'GET',
      '/users/:userId',
      'agency-or-location',
      V2021_07_28,
      'users.readonly',
      (request, token) => {
        const user = store.users.get(request.params.userId ?? '');
        const agency = token;
        const visible =
          user &&
          user.companyId === agency.companyId &&
          (!agency.locationId || user.locationIds.includes(agency.locationId));
        if (!visible) throw notFound('User not found');
        return json(200, userSchema(user));
      },
    ),
  ];
}
