import { rowsOnce, startHighLevelStack, type HighLevelStack } from './highlevel-stack';
import { HighLevelReconciler } from '../../apps/worker/src/highlevel/highlevel-reconciler';
import { eventJobId, JobName } from '@retainly/events';
import { QueueRegistry } from '@retainly/queues';
import { waitFor } from '../support/wait-for';

interface LocationRow {
  location_id: string;
  installed: boolean;
  access_token: Buffer | null;
  menu_id: string | null;
  version_id: string | null;
}

describe('Connect HighLevel against the stand-in', () => {
  let hl: HighLevelStack;
  let agency: { cookie: string; userId: string; versionId: string };

  beforeAll(async () => {
    hl = await startHighLevelStack();
    agency = await hl.agency();
  });
  afterAll(() => hl?.close());

  const locations = (userId: string) =>
    hl.stack.env.db.query(
      `SELECT location_id, installed, access_token, menu_id, version_id FROM highlevel_locations
        WHERE user_id = $1 ORDER BY location_id`,
      [userId],
    ) as Promise<LocationRow[]>;

  it('connects, seals the grant, and gives every sub-account its version, Training link and invites', async () => {
    expect((await hl.stack.api.get('/api/highlevel', agency.cookie)).body).toEqual({
      feature: 'on',
      status: 'not-connected',
    });
    const begun = await hl.stack.api.post('/api/highlevel/connect', {}, agency.cookie);
    const authorize = new URL(String(begun.body.url));
    expect(`${authorize.origin}${authorize.pathname}`).toBe(
      `${hl.highLevel.marketplaceUrl}/v2/oauth/chooselocation`,
    );
    expect(authorize.searchParams.get('client_id')).toBe(hl.highLevel.app.clientId);
    expect(authorize.searchParams.get('redirect_uri')).toBe(`${hl.appUrl}/api/highlevel/callback`);
    expect(authorize.searchParams.get('scope')).toContain('custom-menu-link.write');
    expect(authorize.searchParams.get('state')).toMatch(/^[A-Za-z0-9_-]{43}$/);

    expect((await hl.connect(agency.cookie)).outcome).toBe('connected');

    const [connection] = (await hl.stack.env.db.query(
      `SELECT status, company_id, access_token, refresh_token FROM highlevel_connections WHERE user_id = $1`,
      [agency.userId],
    )) as { status: string; company_id: string; access_token: Buffer; refresh_token: Buffer }[];
    expect(connection).toMatchObject({
      status: 'connected',
      company_id: hl.highLevel.demo.companyId,
    });
    // Sealed: the stand-in's tokens never appear in the row (they are 40+ random characters).
    const issued = hl.highLevel.oauth.installations.ofCompany(hl.highLevel.demo.companyId);
    expect(issued).toBeDefined();
    for (const sealed of [connection!.access_token, connection!.refresh_token]) {
      expect(sealed[0]).toBe(1);
      expect(sealed.toString('latin1')).not.toMatch(/[A-Za-z0-9]{32}/);
    }

    const provisioned = await rowsOnce<LocationRow>(
      hl.stack,
      'five provisioned sub-accounts',
      `SELECT location_id, installed, access_token, menu_id, version_id FROM highlevel_locations
        WHERE user_id = $1 AND provisioned_at IS NOT NULL ORDER BY location_id`,
      [agency.userId],
      (rows) => rows.length === 5,
    );
    expect(provisioned.map((row) => row.location_id)).toEqual([...hl.highLevel.demo.locationIds]);
    for (const row of provisioned) {
      expect(row).toMatchObject({ installed: true, version_id: agency.versionId });
      expect(row.access_token).not.toBeNull();
    }

    // A Training link in each sub-account, into this agency's portal, inside the CRM.
    const menus = hl.highLevel.state.customMenus(hl.highLevel.demo.companyId);
    expect(menus).toHaveLength(5);
    for (const menu of menus) {
      expect(menu).toMatchObject({
        title: 'Training',
        url: `${hl.appUrl}/${agency.versionId}?via=highlevel`,
        openMode: 'iframe',
        showOnLocation: true,
        showToAllLocations: false,
      });
      expect(menu.locations).toHaveLength(1);
    }
    expect(new Set(menus.map((menu) => menu.locations[0]))).toEqual(
      new Set(hl.highLevel.demo.locationIds),
    );
    expect(provisioned.map((row) => row.menu_id).sort()).toEqual(
      menus.map((menu) => menu.id).sort(),
    );

    // Each sub-account's user is a client of the version, with one invitation.
    const users = (await hl.stack.env.db.query(
      `SELECT u.email, pc.version_id FROM highlevel_users u JOIN portal_clients pc ON pc.id = u.client_id
        WHERE u.invited_at IS NOT NULL ORDER BY u.email`,
    )) as { email: string; version_id: string }[];
    expect(users).toHaveLength(5);
    expect(users.every((user) => user.version_id === agency.versionId)).toBe(true);
    for (const { email } of users) {
      const mail = await waitFor(`the invitation to ${email}`, () =>
        hl.stack.mail.mails.find((each) => each.to.includes(email)),
      );
      expect(mail.subject).toBe('Your onboarding videos are ready');
      expect(mail.text).toContain(`${hl.appUrl}/${agency.versionId}`);
    }

    // The dashboard lists them as clients, each with its sub-account.
    const dashboard = await hl.stack.api.get('/api/dashboard/clients', agency.cookie);
    const rows = dashboard.body.rows as { email: string; subAccount: string | null }[];
    expect(rows.map((row) => row.subAccount).sort()).toEqual(
      hl.highLevel.demo.locationIds.map((id) => hl.highLevel.state.location(id).name).sort(),
    );

    expect((await hl.stack.api.get('/api/highlevel', agency.cookie)).body).toMatchObject({
      feature: 'on',
      status: 'connected',
      companyId: hl.highLevel.demo.companyId,
      subAccounts: 5,
    });
  });

  it('lets HighLevel’s CRM frame a connected agency’s portal, and nobody else’s', async () => {
    const framing = async (versionId: string) => {
      const res = await hl.stack.app.inject({ method: 'GET', url: `/${versionId}?via=highlevel` });
      const csp = String(res.headers['content-security-policy']);
      return {
        ancestors: /frame-ancestors ([^;]*)/.exec(csp)?.[1],
        xFrameOptions: res.headers['x-frame-options'],
      };
    };
    expect(await framing(agency.versionId)).toEqual({
      ancestors: `'self' ${hl.highLevel.url}`,
      xFrameOptions: undefined,
    });
    const unconnected = await hl.agency();
    expect(await framing(unconnected.versionId)).toEqual({
      ancestors: "'self'",
      xFrameOptions: 'SAMEORIGIN',
    });
  });

  it('turns a sub-account’s Training link off, back on and renames it, in HighLevel too', async () => {
    const [first] = hl.highLevel.demo.locationIds;
    const path = `/api/highlevel/sub-accounts/${first}`;
    const menuOf = () =>
      hl.highLevel.state
        .customMenus(hl.highLevel.demo.companyId)
        .find((menu) => menu.locations.includes(first!));
    const patch = (body: unknown, cookie = agency.cookie) =>
      hl.stack.app.inject({
        method: 'PATCH',
        url: path,
        payload: body as object,
        headers: { cookie, 'x-retainly-client': 'web' },
      });

    const listed = await hl.stack.api.get('/api/highlevel/sub-accounts', agency.cookie);
    expect(listed.body).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          locationId: first,
          menuEnabled: true,
          menuTitle: 'Training',
          menuApplied: true,
          users: 1,
        }),
      ]),
    );

    expect((await patch({ menuEnabled: false })).json()).toMatchObject({
      menuEnabled: false,
      menuApplied: false,
    });
    await waitFor('the link removed in HighLevel', () => menuOf() === undefined);
    expect((await patch({ menuEnabled: true, menuTitle: '  Start here  ' })).statusCode).toBe(200);
    const back = await waitFor('the link back, renamed', () =>
      menuOf()?.title === 'Start here' ? menuOf() : undefined,
    );
    expect(back.url).toBe(`${hl.appUrl}/${agency.versionId}?via=highlevel`);
    expect((await patch({ menuTitle: 'Onboarding' })).statusCode).toBe(200);
    await waitFor('the link renamed in place', () => menuOf()?.title === 'Onboarding');
    expect(menuOf()!.id).toBe(back.id);

    expect((await patch({ menuTitle: '' })).statusCode).toBe(400);
    expect((await patch({ menuTitle: 'x'.repeat(61) })).statusCode).toBe(400);
    const stranger = await hl.agency();
    expect((await patch({ menuEnabled: false }, stranger.cookie)).statusCode).toBe(404);
    expect(menuOf()).toBeDefined();
  });

  it('makes one Training link when two syncs of a sub-account run at once', async () => {
    const second = hl.highLevel.demo.locationIds[1]!;
    const linksOf = () =>
      hl.highLevel.state
        .customMenus(hl.highLevel.demo.companyId)
        .filter((menu) => menu.locations.includes(second));
    await hl.stack.app.inject({
      method: 'PATCH',
      url: `/api/highlevel/sub-accounts/${second}`,
      payload: { menuEnabled: false },
      headers: { cookie: agency.cookie, 'x-retainly-client': 'web' },
    });
    await waitFor('no link', () => linksOf().length === 0);
    await hl.stack.env.db.query(
      `UPDATE highlevel_locations SET menu_enabled = true WHERE location_id = $1`,
      [second],
    );
    await Promise.all([
      hl.requestSync(agency.userId, second),
      hl.requestSync(agency.userId, second),
    ]);
    await waitFor('a link again', () => linksOf().length > 0);
    const events = (await hl.stack.env.db.query(
      `SELECT id FROM outbox_events WHERE type = 'HighLevelSyncRequested' ORDER BY position DESC LIMIT 2`,
    )) as { id: string }[];
    const queue = hl.stack.worker.get(QueueRegistry).forJob(JobName.SyncHighLevelAgency);
    await waitFor('both syncs done', async () => {
      const jobs = await Promise.all(
        events.map((event) => queue.getJob(eventJobId(JobName.SyncHighLevelAgency, event.id))),
      );
      const done = await Promise.all(jobs.map((job) => job?.isCompleted()));
      return done.every(Boolean);
    });
    expect(linksOf()).toHaveLength(1);
  });

  it('refuses a replayed callback, a forged state and another agency’s state', async () => {
    const other = await hl.agency();
    const begun = await hl.stack.api.post('/api/highlevel/connect', {}, other.cookie);
    const authorize = await fetch(String(begun.body.url), { redirect: 'manual' });
    const callback = String(authorize.headers.get('location')).replace(hl.appUrl, '');
    const outcomeOf = async (url: string, cookie: string) => {
      const res = await hl.stack.app.inject({ method: 'GET', url, headers: { cookie } });
      return new URL(String(res.headers.location), hl.appUrl).searchParams.get('highlevel');
    };
    // The state was issued to `other`: the first agency cannot spend it…
    expect(await outcomeOf(callback, agency.cookie)).toBe('refused');
    // …a made-up one is refused, and nothing was stored for `other` by either.
    const forged = callback.replace(/state=[^&]+/, 'state=forged-state-value');
    expect(await outcomeOf(forged, other.cookie)).toBe('refused');
    const stored: unknown[] = await hl.stack.env.db.query(
      `SELECT 1 FROM highlevel_connections WHERE user_id = $1`,
      [other.userId],
    );
    expect(stored).toHaveLength(0);
    // Its own state works once (the demo company is taken by the first agency), then never again.
    expect(await outcomeOf(callback, other.cookie)).toBe('taken');
    expect(await outcomeOf(callback, other.cookie)).toBe('refused');
  });

  it('refuses unsigned and mis-signed webhooks, and takes a repeated webhookId once', async () => {
    const send = (mode: 'valid' | 'invalid' | 'none') =>
      hl.highLevel.webhooks.send(
        {
          type: 'UNINSTALL',
          appId: 'x',
          companyId: hl.highLevel.demo.companyId,
          locationId: hl.highLevel.demo.locationIds[4],
        },
        mode,
      );
    for (const mode of ['none', 'invalid'] as const) {
      const delivery = send(mode);
      await waitFor(`the ${mode} delivery`, () => delivery.status ?? delivery.error);
      expect(delivery.status).toBe(401);
    }
    expect((await locations(agency.userId))[4]).toMatchObject({ installed: true });

    const signed = send('valid');
    await waitFor('the signed delivery', () => signed.status);
    expect(signed.status).toBe(200);
    expect((await locations(agency.userId))[4]).toMatchObject({
      installed: false,
      access_token: null,
    });

    // The same webhookId again changes nothing, even after the sub-account is back.
    await hl.stack.env.db.query(
      `UPDATE highlevel_locations SET installed = true WHERE location_id = $1`,
      [hl.highLevel.demo.locationIds[4]],
    );
    const repeat = hl.highLevel.webhooks.duplicate(signed.webhookId);
    await waitFor('the repeat', () => repeat.status);
    expect(repeat.status).toBe(200);
    expect((await locations(agency.userId))[4]).toMatchObject({ installed: true });
  });

  it('gives a sub-account created later its Training link and invitation within a minute', async () => {
    hl.highLevel.oauth.installations.ofCompany(
      hl.highLevel.demo.companyId,
    )!.installToFutureLocations = true;
    const location = hl.highLevel.state.addLocation(hl.highLevel.demo.companyId, {
      name: 'Late Arrival Co',
    });
    const user = hl.highLevel.state.addUser(hl.highLevel.demo.companyId, {
      firstName: 'Lee',
      lastName: 'Late',
      email: 'lee@late-arrival.example',
      locationIds: [location.id],
    });
    const started = Date.now();
    const mail = await waitFor(
      'the late sub-account’s invitation',
      () => hl.stack.mail.mails.find((each) => each.to.includes(user.email!)),
      { timeoutMs: 60_000 },
    );
    expect(Date.now() - started).toBeLessThan(60_000);
    expect(mail.text).toContain(`/${agency.versionId}`);
    await waitFor('its Training link', () =>
      hl.highLevel.state
        .customMenus(hl.highLevel.demo.companyId)
        .find((menu) => menu.locations.includes(location.id)),
    );
  });

  it('finds a sub-account whose webhooks were missed with the reconciling sync', async () => {
    hl.highLevel.webhooks.url = undefined; // HighLevel's webhooks never reach us
    const missed = hl.highLevel.state.addLocation(hl.highLevel.demo.companyId, {
      name: 'Missed Webhook LLC',
    });
    hl.highLevel.webhooks.url = `${hl.appUrl}/api/webhooks/highlevel`;
    const reconciler = hl.stack.worker.get(HighLevelReconciler);
    expect(await reconciler.requestDue(60 * 60_000)).toBe(0); // synced within the hour
    expect(await reconciler.requestDue(0)).toBe(1);
    await waitFor('the missed sub-account’s Training link', () =>
      hl.highLevel.state
        .customMenus(hl.highLevel.demo.companyId)
        .find((menu) => menu.locations.includes(missed.id)),
    );
  });

  it('on UNINSTALL of the agency deletes every token at once, keeps the history, and says Disconnected', async () => {
    hl.highLevel.oauth.uninstall({ companyId: hl.highLevel.demo.companyId });
    await waitFor('Disconnected', async () => {
      const view = await hl.stack.api.get('/api/highlevel', agency.cookie);
      return view.body.status === 'disconnected' ? view : undefined;
    });
    const [connection] = (await hl.stack.env.db.query(
      `SELECT access_token, refresh_token FROM highlevel_connections WHERE user_id = $1`,
      [agency.userId],
    )) as { access_token: Buffer | null; refresh_token: Buffer | null }[];
    expect(connection).toEqual({ access_token: null, refresh_token: null });
    const rows = await locations(agency.userId);
    expect(rows.length).toBeGreaterThanOrEqual(5);
    expect(rows.every((row) => row.access_token === null && !row.installed)).toBe(true);
    // The clients and their invitations stay.
    const clients: unknown[] = await hl.stack.env.db.query(
      `SELECT 1 FROM highlevel_users WHERE client_id IS NOT NULL`,
    );
    expect(clients.length).toBeGreaterThanOrEqual(5);
  });
});
