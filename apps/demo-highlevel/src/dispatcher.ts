import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Route, StandInContext } from './context';
import {
  badRequest,
  HighLevelError,
  injectedFault,
  invalidToken,
  noRoute,
  notAuthorizedForScope,
} from './errors';
import type { Faults } from './faults';
import { readRequest, send, type StandInReply, type StandInRequest } from './http';
import { uuid } from './ids';
import type { RateLimiter } from './rate-limiter';
import type { AccessToken } from './tokens';

/** One request as the stand-in answered it (tests read `standIn.requests`). */
export interface RecordedRequest {
  method: string;
  path: string;
  status: number;
  /** The rate-limited resource (location or company id), for authenticated API calls. */
  resourceId?: string;
}

interface CompiledRoute {
  route: Route;
  pattern: RegExp;
}

/** Literal segments before parameters: `/locations/search` wins over `/locations/:locationId`. */
function compile(routes: Route[]): CompiledRoute[] {
  const params = (route: Route) => (route.path.match(/:/g) ?? []).length;
  return [...routes]
    .sort((a, b) => params(a) - params(b))
    .map((route) => ({
      route,
      pattern: new RegExp(
        `^${route.path.replace(/\/$/, '').replace(/:(\w+)/g, '(?<$1>[^/]+)')}/?$`,
      ),
    }));
}

/**
 * Answers one request the way HighLevel's API would, in this order: injected fault, bearer
 * token (401), rate limit (429), Version header (400), token kind and scope (401), then the
 * route (which checks the location, 403).
 */
export class Dispatcher {
  private readonly routes: CompiledRoute[];
  readonly requests: RecordedRequest[] = [];

  constructor(
    routes: Route[],
    private readonly context: StandInContext,
    private readonly limiter: RateLimiter,
    private readonly faults: Faults,
    private readonly checkScopes: boolean,
    private readonly hang: (res: ServerResponse) => void,
  ) {
    this.routes = compile(routes);
  }

  async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const request = await readRequest(req);
    const headers: Record<string, string> = {};
    let reply: StandInReply;
    let resourceId: string | undefined;
    try {
      const route = this.match(request);
      if (!route.page) {
        const fault = this.faults.take(request.method, request.path);
        if (fault?.hang) return this.hang(res);
        if (fault) throw injectedFault(fault.status ?? 500);
      }
      const token = route.access === 'none' ? undefined : this.authenticate(request);
      if (token && !route.unlimited && !route.page) {
        resourceId = token.locationId ?? token.companyId;
        try {
          Object.assign(headers, this.limiter.take(token.clientId, resourceId));
        } catch (error) {
          Object.assign(headers, (error as { headers?: Record<string, string> }).headers);
          throw error;
        }
      }
      this.checkVersion(route, request);
      if (token) this.checkToken(route, token);
      reply = await route.handle(request, token);
    } catch (error) {
      if (!(error instanceof HighLevelError)) throw error;
      reply = { status: error.status, json: error.body };
    }
    if ('json' in reply && reply.status < 400) reply = withTraceId(reply);
    this.requests.push({
      method: request.method,
      path: request.path,
      status: reply.status,
      resourceId,
    });
    send(res, reply, headers);
  }

  private match(request: StandInRequest): Route {
    for (const { route, pattern } of this.routes) {
      const found = route.method === request.method ? pattern.exec(request.path) : null;
      if (!found) continue;
      request.params = { ...found.groups };
      return route;
    }
    throw noRoute(request.method, request.path);
  }

  private authenticate(request: StandInRequest): AccessToken {
    const header = request.headers.authorization ?? '';
    const bearer = /^Bearer\s+(\S+)$/i.exec(header)?.[1];
    const token = bearer ? this.context.tokens.lookup(bearer) : undefined;
    if (!token) throw invalidToken();
    return token;
  }

  /** Ours: the docs require the header per endpoint but give no error text. */
  private checkVersion(route: Route, request: StandInRequest): void {
    if (!route.versions) return;
    const version = request.headers.version;
    if (typeof version !== 'string' || version === '') {
      throw badRequest('Version header was not found');
    }
    if (!route.versions.includes(version)) throw badRequest('Version header is invalid');
  }

  private checkToken(route: Route, token: AccessToken): void {
    const kindAllowed =
      route.access === 'agency-or-location' ||
      (route.access === 'agency' ? token.userType === 'Company' : token.userType === 'Location');
    if (!kindAllowed) throw notAuthorizedForScope();
    if (this.checkScopes && route.scope && !token.scope.split(/\s+/).includes(route.scope)) {
      throw notAuthorizedForScope();
    }
  }
}

/** "A traceId … is returned with every response" (docs/oauth/Overview.md): in success bodies. */
function withTraceId(reply: StandInReply): StandInReply {
  if (!('json' in reply)) return reply;
  const body = reply.json;
  if (typeof body !== 'object' || body === null || Array.isArray(body) || 'traceId' in body) {
    return reply;
  }
  return { status: reply.status, json: { ...body, traceId: uuid() } };
}
