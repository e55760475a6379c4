import { randomUUID } from 'node:crypto';
import { newEmail, startAccountsStack, type AccountsStack } from '../support/accounts-stack';
import { updateUser, type UserFields } from '../support/factories';

/**
 * Every API route, classified. A new endpoint fails the first test until it is added here, and
 * then runs under every account state below. 'trial' and 'full' are @RequiresAccess levels;
 * 'operator' is @RequiresOperator (no agency, whatever its state, gets in).
 */
type Access = 'public' | 'session' | 'trial' | 'full' | 'operator';

const ROUTES: Record<string, Access> = {
  'GET /api/health': 'public',
  'GET /api/me': 'session',
  // Who is signed in, for every page: a visitor gets { session: null }, never someone's data.
  'GET /api/session': 'public',
  'POST /api/auth/signup/resend': 'public',
  'POST /api/auth/account-status': 'public',
  'POST /api/auth/signup': 'public',
  'POST /api/auth/confirm': 'public',
  'POST /api/auth/login': 'public',
  'POST /api/auth/logout': 'public',
  // 401 without a live session, checked in its own code (sign-out.e2e-spec): called here, it
  // would end the sessions this matrix signs in with.
  'POST /api/auth/logout-all': 'public',
  'POST /api/auth/password-reset': 'public',
  'POST /api/auth/password-reset/verify': 'public',
  'POST /api/auth/password-reset/complete': 'public',
  'POST /api/auth/email-link': 'public',
  'POST /api/auth/email-link/open': 'public',
  'GET /api/auth/google': 'public',
  'GET /api/auth/google/callback': 'public',
  'GET /api/site-config': 'public',
  'POST /api/affiliates': 'public',
  'POST /api/summit-leads': 'public',
  'POST /api/webinar-registrations': 'public',
  // The registration's random id is the capability (the file shows the session and its room).
  'GET /api/webinar-registrations/{id}/calendar.ics': 'public',
  'POST /api/call-requests': 'public',
  'POST /api/onboarding/questionnaire': 'session',
  'GET /api/trial/offer': 'trial',
  'GET /api/trial/spins': 'trial',
  'POST /api/trial/spins': 'trial',
  'POST /api/trial/spins/{id}/claim': 'trial',
  'PATCH /api/account/profile': 'trial',
  'POST /api/account/cancel': 'trial',
  'GET /api/onboarding': 'full',
  'POST /api/onboarding/progress': 'full',
  'POST /api/onboarding/versions': 'full',
  'GET /api/onboarding/versions/{versionId}/videos': 'full',
  'PUT /api/onboarding/versions/{versionId}/videos/{categoryId}/{moduleId}': 'full',
  'PUT /api/onboarding/versions/{versionId}/language': 'full',
  'PUT /api/onboarding/versions/{versionId}/identity': 'full',
  'PUT /api/onboarding/login-with': 'full',
  'GET /api/onboarding/help': 'full',
  'PUT /api/onboarding/help': 'full',
  // The agency's own modules (Advanced Mode): ADVANCED only besides, checked in their own spec.
  'GET /api/onboarding/modules': 'full',
  'POST /api/onboarding/modules': 'full',
  'GET /api/onboarding/modules/{moduleId}': 'full',
  'PATCH /api/onboarding/modules/{moduleId}': 'full',
  'DELETE /api/onboarding/modules/{moduleId}': 'full',
  'PUT /api/onboarding/modules/{moduleId}/captions': 'full',
  'DELETE /api/onboarding/modules/{moduleId}/captions': 'full',
  'PUT /api/onboarding/versions/{versionId}/modules/{moduleId}': 'full',
  'DELETE /api/onboarding/versions/{versionId}/modules/{moduleId}': 'full',
  // Connect HighLevel (a paid tool, like the rest of the onboarding tool).
  'GET /api/highlevel': 'full',
  'POST /api/highlevel/connect': 'full',
  'GET /api/highlevel/callback': 'full',
  'GET /api/highlevel/sub-accounts': 'full',
  'PATCH /api/highlevel/sub-accounts/{locationId}': 'full',
  'GET /api/highlevel/setup-steps': 'full',
  'PUT /api/highlevel/setup-steps/settings': 'full',
  'PUT /api/highlevel/setup-steps/modules': 'full',
  'GET /api/highlevel/write-back': 'full',
  'PUT /api/highlevel/write-back': 'full',
  'GET /api/highlevel/version-rules': 'full',
  'PUT /api/highlevel/version-rules': 'full',
  // Signed by HighLevel (Ed25519), checked in its own code (highlevel/connect.e2e-spec).
  'POST /api/webhooks/highlevel': 'public',
  // HighLevel's encrypted user context is the credential (browser/highlevel).
  'POST /api/portal/{versionId}/sessions/highlevel': 'public',
  'GET /api/dashboard/clients': 'full',
  'GET /api/dashboard/clients/export.csv': 'full',
  'GET /api/dashboard/clients/{clientId}': 'full',
  'GET /api/dashboard/sub-accounts': 'full',
  'GET /api/outcomes/settings': 'full',
  'PUT /api/outcomes/settings': 'full',
  'POST /api/outcomes/nudges/preview': 'full',
  'GET /api/outcomes/digest/preview': 'full',
  'POST /api/outcomes/digest/send-now': 'full',
  // A reminder's unsubscribe link: its random token is the capability (outcomes/nudges.e2e-spec).
  'GET /api/nudges/unsubscribe': 'public',
  'POST /api/nudges/unsubscribe': 'public',
  // The agency's own webhook endpoints (client events into its CRM) and their delivery log.
  'GET /api/outcomes/endpoints': 'full',
  'POST /api/outcomes/endpoints': 'full',
  'PATCH /api/outcomes/endpoints/{id}': 'full',
  'DELETE /api/outcomes/endpoints/{id}': 'full',
  'POST /api/outcomes/endpoints/{id}/secret': 'full',
  'POST /api/outcomes/endpoints/{id}/test': 'full',
  'GET /api/outcomes/endpoints/{id}/messages': 'full',
  'GET /api/outcomes/messages/{id}': 'full',
  'POST /api/outcomes/messages/{id}/replay': 'full',
  'GET /api/tool-data': 'full',
  'GET /api/tool-data/{tool}': 'full',
  'PUT /api/tool-data/{tool}': 'full',
  'DELETE /api/tool-data/{tool}': 'full',
  'POST /api/ai/offers': 'full',
  // Checked in its own code (session and row in one statement), held to the same answers here.
  'GET /api/ai/offers/{id}': 'full',
  'GET /api/admin/accounts': 'operator',
  'GET /api/admin/accounts/{id}': 'operator',
  'PATCH /api/admin/accounts/{id}/access': 'operator',
  'POST /api/admin/accounts/{id}/trial-extension': 'operator',
  'GET /api/admin/leads/{kind}': 'operator',
  'GET /api/admin/leads/{kind}/export.csv': 'operator',
  'GET /api/admin/webhook-events': 'operator',
  'GET /api/admin/webhook-events/{id}': 'operator',
  'POST /api/admin/webhook-events/{id}/replay': 'operator',
  'POST /api/admin/webhook-events/replay-failed': 'operator',
  'GET /api/admin/queues': 'operator',
  'GET /api/admin/videos': 'operator',
  'POST /api/admin/videos': 'operator',
  'PATCH /api/admin/videos/{categoryId}/{moduleId}': 'operator',
  'POST /api/admin/videos/{categoryId}/{moduleId}/move': 'operator',
  'GET /api/admin/media/{id}': 'operator',
  'PUT /api/admin/media/{id}/captions': 'operator',
  'DELETE /api/admin/media/{id}/captions': 'operator',
  // Catalogue translations (issue #19): edited, approved and AI-drafted by operators only.
  'GET /api/admin/translations': 'operator',
  'POST /api/admin/translations/drafts': 'operator',
  'GET /api/admin/translations/drafts/{id}': 'operator',
  'PUT /api/admin/translations/{categoryId}/{moduleId}/{language}': 'operator',
  'POST /api/admin/translations/{categoryId}/{moduleId}/{language}/approve': 'operator',
  'DELETE /api/admin/translations/{categoryId}/{moduleId}/{language}': 'operator',
  'GET /api/admin/site-media': 'operator',
  // The hosted landing intro and walkthrough, which the public pages play.
  'GET /api/site-media': 'public',
  // Signed by the payment platform (Standard Webhooks); no session.
  'POST /api/webhooks/billing': 'public',
  // The client portal: public by design, rate limited, scoped to one version.
  'GET /api/portal/{versionId}': 'public',
  'POST /api/portal/{versionId}/sessions': 'public',
  // A verified version's e-mailed code and link, and the device session's sign-out: checked by
  // the portal itself (portal/portal-identity.e2e-spec).
  'POST /api/portal/{versionId}/sessions/code': 'public',
  'POST /api/portal/{versionId}/sessions/link': 'public',
  'DELETE /api/portal/{versionId}/sessions/device': 'public',
  'POST /api/portal/{versionId}/completions': 'public',
  // A reminder's single-use resume link, checked by the portal itself (outcomes/nudges.e2e-spec).
  'POST /api/portal/{versionId}/resume': 'public',
  // A portal client's bearer token, checked by the portal itself (heartbeats.e2e-spec).
  'GET /api/portal/{versionId}/progress': 'public',
  'POST /api/portal/{versionId}/heartbeats': 'public',
  // The client's bearer token, checked by the portal itself (portal/portal-languages.e2e-spec).
  'PUT /api/portal/{versionId}/language': 'public',
  // The CRM help panel (crm-help-panel/help-api.e2e-spec); its events take the client's token.
  'GET /api/portal/{versionId}/help': 'public',
  'GET /api/portal/{versionId}/search': 'public',
  'POST /api/portal/{versionId}/help-events': 'public',
  // The help launcher's config, read from the agency's CRM (crm-help/embed-headers.e2e-spec).
  'GET /api/help/{versionId}/launcher': 'public',
  'GET /api/help/{versionId}/launcher.js': 'public',
};

type State = 'paid' | 'trialing' | 'trial ended' | 'revoked';

const STATE_FIELDS: Record<State, () => UserFields> = {
  paid: () => ({ approval: 'YES' }),
  trialing: () => ({ approval: 'TRIALING' }),
  'trial ended': () => ({ approval: 'TRIALING', trial_ends_at: new Date(Date.now() - 60_000) }),
  revoked: () => ({ approval: 'NO' }),
};

/** What each access level answers for each state: 'pass' means neither 401 nor 403. */
const EXPECTED: Record<Exclude<Access, 'public'>, Record<State, 'pass' | string>> = {
  session: { paid: 'pass', trialing: 'pass', 'trial ended': 'pass', revoked: 'pass' },
  trial: {
    paid: 'pass',
    trialing: 'pass',
    'trial ended': 'trial_ended',
    revoked: 'access_required',
  },
  full: {
    paid: 'pass',
    trialing: 'trial_limited',
    'trial ended': 'trial_ended',
    revoked: 'access_required',
  },
  operator: {
    paid: 'operator_only',
    trialing: 'operator_only',
    'trial ended': 'operator_only',
    revoked: 'operator_only',
  },
};

describe('server-side access matrix', () => {
  let stack: AccountsStack;
  const cookies = {} as Record<State, string>;

  beforeAll(async () => {
    stack = await startAccountsStack();
    for (const state of Object.keys(STATE_FIELDS) as State[]) {
      const email = newEmail();
      const { cookie } = await stack.signUpAndConfirm(email);
      await updateUser(stack.env.db, { email }, STATE_FIELDS[state]());
      cookies[state] = cookie!;
    }
  });

  afterAll(() => stack?.close());

  const call = (route: string, cookie?: string) => {
    const [method, path] = route.split(' ') as [
      'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
      string,
    ];
    return stack.app.inject({
      method,
      url: path.replace(/\{\w+\}/g, () => randomUUID()),
      headers: { 'x-retainly-client': 'web', ...(cookie ? { cookie } : {}) },
      // An empty body: a route that lets the state through refuses it with 400, changing nothing.
      ...(method === 'GET' ? {} : { payload: {} }),
    });
  };

  it('classifies every documented API route', async () => {
    const docs = (await stack.app.inject({ method: 'GET', url: '/api/docs-json' })).json();
    const documented = Object.entries(
      docs.paths as Record<string, Record<string, unknown>>,
    ).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(documented.sort()).toEqual(Object.keys(ROUTES).sort());
  });

  const guarded = Object.entries(ROUTES).filter(([, access]) => access !== 'public');

  it.each(guarded)('%s refuses a visitor without a session (401)', async (route) => {
    expect((await call(route)).statusCode).toBe(401);
  });

  it.each(guarded)(
    '%s answers each account state as its access level requires',
    async (route, access) => {
      for (const state of Object.keys(STATE_FIELDS) as State[]) {
        const res = await call(route, cookies[state]);
        const expected = EXPECTED[access as Exclude<Access, 'public'>][state];
        if (expected === 'pass') {
          expect({ state, refused: [401, 403].includes(res.statusCode) }).toEqual({
            state,
            refused: false,
          });
        } else {
          expect({ state, status: res.statusCode, code: res.json().code }).toEqual({
            state,
            status: 403,
            code: expected,
          });
        }
      }
    },
  );
});
