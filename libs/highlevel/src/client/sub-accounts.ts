import { HighLevelRejected } from './highlevel-errors';
import type { HighLevelHttp, TokenSource } from './highlevel-http';

export interface HighLevelLocation {
  id: string;
  companyId?: string;
  name: string;
  email?: string;
  timezone?: string;
}

export interface HighLevelUser {
  id: string;
  name?: string;
  firstName?: string;
  lastName?: string;
  email?: string;
  deleted?: boolean;
  roles?: { type?: string; role?: string; locationIds?: string[] };
}

/** `LocationSubscriptionResponseDto`: the sub-account's SaaS plan, when it is on one. */
export interface LocationSubscription {
  locationId: string;
  saasPlanId?: string;
  subscriptionStatus?: string;
}

/** Sub-accounts, their users and their SaaS plan, read with the agency's token. */
export class HighLevelSubAccounts {
  constructor(private readonly http: HighLevelHttp) {}

  /** `GET /locations/search`, one page (no total is returned: a short page is the last). */
  async search(
    company: TokenSource,
    companyId: string,
    page: { skip: number; limit: number },
  ): Promise<HighLevelLocation[]> {
    const { locations } = await this.http.send<{ locations?: HighLevelLocation[] }>({
      method: 'GET',
      path: '/locations/search',
      version: '2021-07-28',
      resource: companyId,
      auth: company,
      query: { companyId, skip: page.skip, limit: page.limit, order: 'asc' },
    });
    return locations ?? [];
  }

  /** `GET /locations/{locationId}`. */
  async get(auth: TokenSource, resource: string, locationId: string): Promise<HighLevelLocation> {
    const { location } = await this.http.send<{ location: HighLevelLocation }>({
      method: 'GET',
      path: `/locations/${encodeURIComponent(locationId)}`,
      version: '2021-07-28',
      resource,
      auth,
    });
    return location;
  }

  /**
   * `GET /users/search` for one sub-account, one page, with the sub-account's own token
   * (Location-Access is allowed): it counts against that sub-account's limit, not the
   * agency's, which every sub-account's provisioning shares.
   */
  async users(
    location: TokenSource,
    companyId: string,
    locationId: string,
    page: { skip: number; limit: number },
  ): Promise<{ users: HighLevelUser[]; count?: number }> {
    const answer = await this.http.send<{ users?: HighLevelUser[]; count?: number }>({
      method: 'GET',
      path: '/users/search',
      version: '2021-07-28',
      resource: locationId,
      auth: location,
      query: { companyId, locationId, skip: page.skip, limit: page.limit },
    });
    return { users: answer.users ?? [], count: answer.count };
  }

  /**
   * `GET /saas/get-saas-subscription/{locationId}`; null when the sub-account has no plan.
   * A sub-account that is not on SaaS has no subscription, and HighLevel answers 404
   * (`ResourceNotFoundDTO`): that is "no plan", not a failure of the sync.
   */
  async subscription(
    company: TokenSource,
    companyId: string,
    locationId: string,
  ): Promise<LocationSubscription | null> {
    const answer = await this.http
      .send<LocationSubscription | undefined>({
        method: 'GET',
        path: `/saas/get-saas-subscription/${encodeURIComponent(locationId)}`,
        version: '2021-04-15',
        resource: companyId,
        auth: company,
        query: { companyId },
      })
      .catch((error: unknown) => {
        if (error instanceof HighLevelRejected && error.status === 404) return undefined;
        throw error;
      });
    return answer?.saasPlanId ? answer : null;
  }
}
