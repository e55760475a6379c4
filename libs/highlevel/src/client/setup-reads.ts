import { HighLevelRejected } from './highlevel-errors';
import type { ApiVersion, HighLevelHttp, TokenSource } from './highlevel-http';

/**
 * The reads behind the setup steps, one per HighLevel resource (docs/highlevel-api-facts.md
 * §8), each answering the one question a step asks. They use the sub-account's token.
 */
export class HighLevelSetupReads {
  constructor(private readonly http: HighLevelHttp) {}

  private get<T>(
    auth: TokenSource,
    locationId: string,
    path: string,
    version: ApiVersion | undefined,
    query: Record<string, string | number | boolean> = {},
  ) {
    return this.http.send<T>({
      method: 'GET',
      path,
      version,
      resource: locationId,
      auth,
      query: { locationId, ...query },
    });
  }

  /** `GET /calendars/`: how many calendars the sub-account has. */
  async calendars(auth: TokenSource, locationId: string): Promise<number> {
    const { calendars } = await this.get<{ calendars?: unknown[] }>(
      auth,
      locationId,
      '/calendars/',
      '2021-04-15',
    );
    return calendars?.length ?? 0;
  }

  /** `POST /contacts/search` with one row per page: the count of contacts. */
  async contactCount(auth: TokenSource, locationId: string): Promise<number> {
    const answer = await this.http.send<{ total?: number; contacts?: unknown[] }>({
      method: 'POST',
      path: '/contacts/search',
      version: '2021-07-28',
      resource: locationId,
      auth,
      json: { locationId, page: 1, pageLimit: 1 },
    });
    return answer.total ?? answer.contacts?.length ?? 0;
  }

  /**
   * `GET /phone-system/numbers/location/{locationId}`: how many numbers it has. The documented
   * 404 "Phone system is not connected to this account" means none.
   */
  async phoneNumbers(auth: TokenSource, locationId: string): Promise<number> {
    try {
      const { numbers } = await this.http.send<{ numbers?: unknown[] }>({
        method: 'GET',
        path: `/phone-system/numbers/location/${encodeURIComponent(locationId)}`,
        version: '2021-07-28',
        resource: locationId,
        auth,
        query: { pageSize: 1, page: 0 },
      });
      return numbers?.length ?? 0;
    } catch (error) {
      if (error instanceof HighLevelRejected && error.status === 404) return 0;
      throw error;
    }
  }

  /** `GET /opportunities/pipelines`. */
  async pipelines(auth: TokenSource, locationId: string): Promise<number> {
    const { pipelines } = await this.get<{ pipelines?: unknown[] }>(
      auth,
      locationId,
      '/opportunities/pipelines',
      '2021-07-28',
    );
    return pipelines?.length ?? 0;
  }

  /** `GET /workflows/`: how many are published (the docs give no status enum but "draft"). */
  async publishedWorkflows(auth: TokenSource, locationId: string): Promise<number> {
    const { workflows } = await this.get<{ workflows?: { status?: string }[] }>(
      auth,
      locationId,
      '/workflows/',
      '2021-07-28',
    );
    return (workflows ?? []).filter((each) => each.status === 'published').length;
  }

  /** `GET /forms/` and `GET /funnels/funnel/list`: forms plus funnels. */
  async formsAndFunnels(auth: TokenSource, locationId: string): Promise<number> {
    const forms = await this.get<{ forms?: unknown[]; total?: number }>(
      auth,
      locationId,
      '/forms/',
      '2021-07-28',
      { limit: 1 },
    );
    const funnels = await this.get<{ funnels?: unknown[]; count?: number }>(
      auth,
      locationId,
      '/funnels/funnel/list',
      undefined,
      { limit: 1 },
    );
    return (
      Number(forms.total ?? forms.forms?.length ?? 0) +
      Number(funnels.count ?? funnels.funnels?.length ?? 0)
    );
  }

  /** `GET /conversations/search` for outbound conversations, optionally of one message type. */
  async outboundConversations(
    auth: TokenSource,
    locationId: string,
    messageType?: string,
  ): Promise<number> {
    const query: Record<string, string | number> = { lastMessageDirection: 'outbound', limit: 1 };
    if (messageType) query.lastMessageType = messageType;
    const answer = await this.get<{ total?: number; conversations?: unknown[] }>(
      auth,
      locationId,
      '/conversations/search',
      '2021-04-15',
      query,
    );
    return answer.total ?? answer.conversations?.length ?? 0;
  }

  /**
   * `GET /conversations/messages/export?channel=Email`, newest first: whether the sub-account
   * has sent an e-mail. No endpoint reports a sending domain or SMTP set-up (§8), so a sent
   * e-mail is the evidence that sending works. One page of 100 is enough to find one.
   */
  async outboundEmails(auth: TokenSource, locationId: string): Promise<number> {
    const { messages } = await this.get<{ messages?: { direction?: string }[] }>(
      auth,
      locationId,
      '/conversations/messages/export',
      '2021-04-15',
      { channel: 'Email', limit: 100, sortBy: 'createdAt', sortOrder: 'desc' },
    );
    return (messages ?? []).filter((message) => message.direction === 'outbound').length;
  }
}
