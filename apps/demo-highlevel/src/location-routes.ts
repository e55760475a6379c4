import { accessibleCompany, accessibleLocation } from './access';
import { apiRoute, V2021_04_15, V2021_07_28, type Route, type StandInContext } from './context';
import { notFound } from './errors';
import { json, page, text } from './http';
import type { Location } from './model';
import type { AccessToken } from './tokens';

const settings = (location: Location) => ({
  allowDuplicateContact: location.allowDuplicateContact,
  allowDuplicateOpportunity: false,
  allowFacebookNameMerge: false,
  disableContactTimezone: false,
});

/** Where a sub-account is: the same fields at the top and in `business`. */
const place = (location: Location) => ({
  address: location.address,
  city: location.city,
  state: location.state,
  country: location.country,
  postalCode: location.postalCode,
  website: location.website,
  timezone: location.timezone,
});

/** The items of GET /locations/search (no companyId in them, as documented). */
const searchItem = (location: Location) => ({
  id: location.id,
  name: location.name,
  phone: location.phone,
  email: location.email,
  ...place(location),
  settings: settings(location),
  social: {},
});

/** GET /locations/{locationId}'s `location`, plus our `emailSending` (README.md). */
const detail = (location: Location) => ({
  ...searchItem(location),
  companyId: location.companyId,
  domain: '',
  logoUrl: '',
  firstName: location.firstName,
  lastName: location.lastName,
  business: { name: location.name, ...place(location) },
  reseller: {},
  emailSending: location.emailSending,
});

/** Sub-accounts (apps/locations.json) and their SaaS subscription (apps/saas-api.json). */
export function locationRoutes(context: StandInContext): Route[] {
  const { store } = context;

  function search(query: URLSearchParams, token: AccessToken) {
    const companyId = accessibleCompany(token, text(query, 'companyId') ?? token.companyId);
    const email = text(query, 'email')?.toLowerCase();
    let found = store
      .locationsOf(companyId)
      .filter((location) => !token.locationId || location.id === token.locationId)
      .filter((location) => !email || location.email.toLowerCase() === email);
    if (text(query, 'order') === 'desc') found = found.reverse();
    const { skip, limit } = page(query, 10);
    return json(200, { locations: found.slice(skip, skip + limit).map(searchItem) });
  }

  function subscription(locationId: string, query: URLSearchParams, token: AccessToken) {
    accessibleCompany(token, text(query, 'companyId'));
    const location = accessibleLocation(context, token, locationId);
    if (!location.saas) throw notFound('Subscription not found for this location');
    return json(200, {
      locationId: location.id,
      isSaaSV2: true,
      companyId: location.companyId,
      saasMode: 'saasV2',
      subscriptionId: `sub_${location.id}`,
      customerId: `cus_${location.id}`,
      productId: location.saas.productId ?? `prod_${location.saas.saasPlanId}`,
      priceId: location.saas.priceId ?? `price_${location.saas.saasPlanId}`,
      saasPlanId: location.saas.saasPlanId,
      subscriptionStatus: location.saas.subscriptionStatus,
    });
  }

  // The spec names no scope for these.
  const saasRoute = (path: string): Route =>
    apiRoute('GET', path, 'agency', V2021_04_15, undefined, (request, token) =>
      subscription(request.params.locationId ?? '', request.query, token),
    );

  return [
    apiRoute(
      'GET',
      '/locations/search',
      'agency-or-location',
      V2021_07_28,
      'locations.readonly',
      (request, token) => search(request.query, token),
    ),
    apiRoute(
      'GET',
      '/locations/:locationId',
      'agency-or-location',
      V2021_07_28,
      'locations.readonly',
      (request, token) => {
        const location = accessibleLocation(context, token, request.params.locationId);
        return json(200, { location: detail(location) });
      },
    ),
    saasRoute('/saas/get-saas-subscription/:locationId'),
    saasRoute('/saas-api/public-api/get-saas-subscription/:locationId'),
  ];
}
