import type { StandInContext } from './context';
import { noLocationAccess, notFound, unprocessable } from './errors';
import { text, type StandInRequest } from './http';
import type { Location } from './model';
import type { AccessToken } from './tokens';

/**
 * The sub-account a request names, checked against the token: a sub-account token must be
 * that location's, an agency token must be its company's. Otherwise the documented 403.
 */
export function accessibleLocation(
  context: StandInContext,
  token: AccessToken,
  locationId: string | undefined,
): Location {
  if (!locationId) throw unprocessable(['locationId should not be empty']);
  const location = context.store.locations.get(locationId);
  const allowed =
    token.userType === 'Location'
      ? token.locationId === locationId
      : location?.companyId === token.companyId;
  if (!allowed) throw noLocationAccess();
  if (!location) throw notFound('Location not found');
  return location;
}

/** `locationId` from the path, the query or the body, in that order. */
export const requestedLocationId = (request: StandInRequest): string | undefined =>
  request.params.locationId ??
  text(request.query, 'locationId') ??
  text(request.body, 'locationId');

/** The company an agency route is about: the query's `companyId` must be the token's. */
export function accessibleCompany(token: AccessToken, companyId: string | undefined): string {
  if (!companyId) throw unprocessable(['companyId should not be empty']);
  if (companyId !== token.companyId) throw noLocationAccess();
  return companyId;
}
