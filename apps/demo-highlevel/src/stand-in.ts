import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { adminRoutes } from './admin-routes';
import { Authorization, type AuthorizationChoice } from './authorize';
import { contactRoutes } from './contact-routes';
import { Contacts } from './contacts';
import type { StandInContext } from './context';
import { customFieldRoutes } from './custom-field-routes';
import { customMenuRoutes } from './custom-menu-routes';
import { demoPageRoutes, userContextFor } from './demo-page';
import { Dispatcher, type RecordedRequest } from './dispatcher';
import { injectedFault } from './errors';
import { Faults } from './faults';
import { send } from './http';
import { Installations } from './installations';
import { locationRoutes } from './location-routes';
import { DEFAULT_APP, type AppConfig, type StandInOptions } from './options';
import { HIGHLEVEL_LIMITS, RateLimiter } from './rate-limiter';
import { DEMO, seedDemoAgency } from './seed';
import { setupStepRoutes } from './setup-step-routes';
import { StandInState } from './state';
import { Store } from './store';
import { tokenRoutes } from './token-routes';
import { Tokens } from './tokens';
import { encryptUserContext } from './user-context';
import { userRoutes } from './user-routes';
import { Webhooks, type WebhookPayload } from './webhooks';

export interface HighLevelStandIn {
  /** The API host (services.leadconnectorhq.com's stand-in), e.g. http://127.0.0.1:4010. */
  url: string;
  /** The marketplace host (for HIGHLEVEL_MARKETPLACE_URL): the same server. */
  marketplaceUrl: string;
  port: number;
  app: AppConfig;
  /** The webhook key (SPKI PEM), for HIGHLEVEL_WEBHOOK_PUBLIC_KEY. */
  publicKeyPem: string;
  /** The seeded agency's ids (with `seed: 'demo'`). */
  demo: typeof DEMO;
  /** Test hooks on HighLevel's data (each sends its webhook). */
  state: StandInState;
  oauth: {
    /** How the authorize page answers from now on (merged into the current choice). */
    authorizeAs(choice: AuthorizationChoice): void;
    expireAccessToken(accessToken: string): void;
    expireRefreshToken(refreshToken: string): void;
    /** Every token of the agency stops working (401), and its refresh tokens are refused. */
    revokeCompany(companyId: string): void;
    /** Removes the install and its tokens, and sends UNINSTALL. */
    uninstall(where: { companyId: string } | { locationId: string }): void;
    installations: Installations;
  };
  webhooks: Webhooks;
  rateLimits: RateLimiter;
  faults: Faults;
  /** Every request answered (faults and hangs excluded), oldest first. */
  requests: RecordedRequest[];
  /** The encrypted user context for a user (in a sub-account when `locationId` is given). */
  userContext(userId: string, locationId?: string): string;
  /** 'refuse' (default): stop listening, connections refused; '503': answer every request 503. */
  down(mode?: 'refuse' | '503'): Promise<void>;
  up(): Promise<void>;
  close(): Promise<void>;
}

/** Starts a programmable in-memory HighLevel (README.md). */
export async function startHighLevelStandIn(
  options: StandInOptions = {},
): Promise<HighLevelStandIn> {
  const app: AppConfig = { ...DEFAULT_APP, ...options.app };
  const store = new Store();
  if ((options.seed ?? 'demo') === 'demo') seedDemoAgency(store);
  const installations = new Installations();
  let url = '';
  const context: StandInContext = {
    store,
    tokens: new Tokens(options.accessTokenTtlSeconds ?? 86_399, options.codeTtlMs ?? 10 * 60_000),
    installations,
    webhooks: new Webhooks(
      options.webhookUrl,
      options.webhookTimeoutMs ?? 10_000,
      (payload) =>
        heardByApp(installations, payload) ? undefined : 'the app is not installed here',
      options.webhookPrivateKeyPem,
    ),
    app,
    url: () => url,
  };
  const contacts = new Contacts(context);
  const authorization = new Authorization(context);
  const rateLimits = new RateLimiter({ ...HIGHLEVEL_LIMITS, ...options.rateLimit });
  const faults = new Faults();
  const state = new StandInState(context, contacts);
  const hanging = new Set<ServerResponse>();
  const dispatcher = new Dispatcher(
    [
      ...authorization.routes(),
      ...tokenRoutes(context),
      ...locationRoutes(context),
      ...userRoutes(context),
      ...customMenuRoutes(context),
      ...contactRoutes(context, contacts),
      ...customFieldRoutes(context),
      ...setupStepRoutes(context),
      ...demoPageRoutes(context),
      ...adminRoutes(context, state, rateLimits),
    ],
    context,
    rateLimits,
    faults,
    options.checkScopes ?? true,
    (res) => hanging.add(res),
  );

  let answering503 = false;
  const server = createServer((req, res) => {
    if (answering503) {
      req.resume();
      const { status, body } = injectedFault(503);
      return send(res, { status, json: body }, {});
    }
    dispatcher.handle(req, res).catch((error: unknown) => {
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ statusCode: 500, message: String(error) }));
    });
  });
  const host = options.host ?? '127.0.0.1';
  const listen = (port: number) =>
    new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, host, () => {
        server.off('error', reject);
        resolve();
      });
    });
  const stopListening = () => {
    for (const res of hanging) res.destroy();
    hanging.clear();
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    server.closeAllConnections();
    return closed;
  };
  await listen(options.port ?? 0);
  const port = (server.address() as AddressInfo).port;
  url = `http://${host}:${port}`;

  return {
    url,
    marketplaceUrl: url,
    port,
    app,
    publicKeyPem: context.webhooks.publicKeyPem,
    demo: DEMO,
    state,
    oauth: {
      authorizeAs: (choice) => {
        authorization.choice = { ...authorization.choice, ...choice };
      },
      expireAccessToken: (token) => context.tokens.expireAccessToken(token),
      expireRefreshToken: (token) => context.tokens.expireRefreshToken(token),
      revokeCompany: (companyId) => context.tokens.revokeCompany(companyId),
      uninstall: (where) => authorization.uninstall(where),
      installations,
    },
    webhooks: context.webhooks,
    rateLimits,
    faults,
    requests: dispatcher.requests,
    userContext: (userId, locationId) => {
      const user = store.users.get(userId);
      if (!user) throw new Error(`no user ${userId}`);
      return encryptUserContext(userContextFor(user, locationId), app.sharedSecret);
    },
    down: async (mode = 'refuse') => {
      if (mode === '503') answering503 = true;
      else if (server.listening) await stopListening();
    },
    up: async () => {
      answering503 = false;
      if (!server.listening) await listen(port);
    },
    close: async () => {
      if (server.listening) await stopListening();
      await context.webhooks.settled();
    },
  };
}

/** HighLevel sends an app only the events of where it is installed (docs/oauth/Faqs.md). */
function heardByApp(installations: Installations, payload: WebhookPayload): boolean {
  if (payload.type === 'INSTALL' || payload.type === 'UNINSTALL') return true;
  if (typeof payload.locationId === 'string')
    return installations.isInstalledAt(payload.locationId);
  return typeof payload.companyId === 'string' && installations.isInstalledIn(payload.companyId);
}
