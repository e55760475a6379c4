import { SetupStepPoll } from '../../apps/worker/src/highlevel/setup-step-poll';
import { markSetupStepDone } from '@retainly/database';
import type { DashboardClientDetail, PortalProgress, SetupStepsView } from '@retainly/domain';
import { rowsOnce, startHighLevelStack, type HighLevelStack } from './highlevel-stack';
import { waitFor } from '../support/wait-for';
import { WebhookReceiver } from '../support/webhook-receiver';

interface StepRow {
  step: string;
  source: string;
}

interface StepEvent {
  client: { email: string };
  step: { key: string };
  carried_by: { module_id: string }[];
  sub_account: { id: string };
  source: string;
}

/** The reads a poll makes, by path prefix (docs/highlevel-api-facts.md §8). */
const STEP_READS = [
  '/calendars/',
  '/contacts/search',
  '/phone-system/numbers/location/',
  '/conversations/',
  '/opportunities/pipelines',
  '/workflows/',
  '/forms/',
  '/funnels/funnel/list',
];

describe('Setup steps checked against the sub-account’s HighLevel data', () => {
  let hl: HighLevelStack;
  let agency: { cookie: string; userId: string; versionId: string };
  let ids: readonly string[];

  beforeAll(async () => {
    hl = await startHighLevelStack();
    agency = await hl.agency();
    ids = hl.highLevel.demo.locationIds;
    expect((await hl.connect(agency.cookie)).outcome).toBe('connected');
  });
  afterAll(() => hl?.close());

  const db = () => hl.stack.env.db;
  const stepsOf = (locationId: string) =>
    db().query(
      `SELECT step, source FROM highlevel_setup_steps WHERE location_id = $1 ORDER BY step`,
      [locationId],
    ) as Promise<StepRow[]>;
  const stepsOnce = (locationId: string, count: number) =>
    rowsOnce<StepRow>(
      hl.stack,
      `${count} steps of ${locationId}`,
      `SELECT step, source FROM highlevel_setup_steps WHERE location_id = $1 ORDER BY step`,
      [locationId],
      (rows) => rows.length >= count,
    );
  const stepEvents = async (locationId: string) =>
    (
      (await db().query(
        `SELECT data FROM outbox_events WHERE type = 'SetupStepDone'
          AND data -> 'sub_account' ->> 'id' = $1 ORDER BY occurred_at, data -> 'step' ->> 'key'`,
        [locationId],
      )) as { data: StepEvent }[]
    ).map((row) => row.data);
  const readsOf = (locationId: string) =>
    hl.highLevel.requests.filter((request) =>
      request.method === 'GET' || request.path === '/contacts/search'
        ? request.resourceId === locationId &&
          STEP_READS.some((path) => request.path.startsWith(path))
        : false,
    ).length;
  const poll = () => hl.stack.worker.get(SetupStepPoll).requestDue(0);

  it('polls each provisioned sub-account and records the steps its data shows, once each', async () => {
    // The seed: sub-account 1 did all eight of HighLevel's steps, 4 a calendar and contacts,
    // 5 nothing. No catalogue module carries "workflow published", so it is not asked about,
    // and one user each is no team yet.
    const done = await stepsOnce(ids[0]!, 7);
    expect(done).toEqual(
      [
        'calendar-created',
        'contacts-imported',
        'email-sending-set-up',
        'first-message-sent',
        'form-or-funnel-published',
        'phone-number-added',
        'pipeline-created',
      ].map((step) => ({ step, source: 'poll' })),
    );
    expect((await stepsOnce(ids[3]!, 2)).map((row) => row.step)).toEqual([
      'calendar-created',
      'contacts-imported',
    ]);
    await waitFor('the poll of sub-account 5', () =>
      hl.highLevel.requests.some(
        (request) =>
          request.resourceId === ids[4] && request.path.startsWith('/opportunities/pipelines'),
      ),
    );
    expect(await stepsOf(ids[4]!)).toEqual([]);

    // One SetupStepDone per step for the sub-account's client, naming the modules carrying it.
    const events = await stepEvents(ids[0]!);
    expect(events.map((event) => event.step.key).sort()).toEqual(done.map((row) => row.step));
    const forms = events.find((event) => event.step.key === 'form-or-funnel-published')!;
    expect(forms.carried_by.map((module) => module.module_id)).toEqual([
      'forms-surveys',
      'funnels',
    ]);
    expect(forms.source).toBe('poll');

    // Polling again announces nothing new: done stays done.
    await poll();
    await hl.highLevel.webhooks.settled();
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await stepEvents(ids[0]!)).toHaveLength(7);
  });

  it('decides calendar, messages, e-mail and contacts from HighLevel’s webhooks alone', async () => {
    const location = ids[4]!;
    // The agency's own endpoint hears each step as setup_step.done.
    const receiver = await WebhookReceiver.start('unused');
    const endpoint = await hl.stack.api.post(
      '/api/outcomes/endpoints',
      { url: receiver.url, eventTypes: ['setup_step.done'] },
      agency.cookie,
    );
    expect(endpoint.status).toBe(201);
    const readsBefore = readsOf(location);
    hl.highLevel.state.addAppointment(location);
    hl.highLevel.state.addMessage(location, { messageType: 'Email' });
    await hl.highLevel.webhooks.settled();
    const steps = await stepsOnce(location, 3);
    expect(steps).toEqual(
      ['calendar-created', 'email-sending-set-up', 'first-message-sent'].map((step) => ({
        step,
        source: 'webhook',
      })),
    );

    // The appointment and the message made a contact each; the tenth makes "contacts
    // imported" (the bar is 10).
    while (hl.highLevel.state.contacts(location).length < 9)
      hl.highLevel.state.addContact(location);
    await hl.highLevel.webhooks.settled();
    expect((await stepsOf(location)).map((row) => row.step)).not.toContain('contacts-imported');
    const tenth = hl.highLevel.state.addContact(location);
    await hl.highLevel.webhooks.settled();
    expect((await stepsOnce(location, 4)).map((row) => row.step)).toContain('contacts-imported');
    expect(readsOf(location)).toBe(readsBefore);

    // A repeated webhook (same id and bytes) changes nothing.
    const created = hl.highLevel.webhooks
      .ofType('ContactCreate')
      .find((delivery) => (JSON.parse(delivery.body) as { id?: string }).id === tenth.id)!;
    const before = await stepEvents(location);
    await hl.highLevel.webhooks.duplicate(created.webhookId);
    await hl.highLevel.webhooks.settled();
    expect(await stepEvents(location)).toEqual(before);
    expect(before.map((event) => event.source)).toEqual(before.map(() => 'webhook'));

    const delivered = await waitFor('the calendar step at the agency’s endpoint', () =>
      receiver.requests
        .map((request) => JSON.parse(request.body) as Record<string, unknown>)
        .find((body) => body.step === 'calendar-created'),
    );
    expect(delivered).toMatchObject({
      type: 'setup_step.done',
      step_title: 'Calendar created',
      module_id: 'foundational-setup/calendar-setup',
      sub_account_id: location,
    });
    await receiver.close();
  });

  it('finds by the poll what HighLevel sends no webhook for, and a new team member', async () => {
    const location = ids[4]!;
    hl.highLevel.state.addPhoneNumber(location);
    hl.highLevel.state.addPipeline(location);
    await poll();
    expect((await stepsOnce(location, 6)).filter((row) => row.source === 'poll')).toEqual([
      { step: 'phone-number-added', source: 'poll' },
      { step: 'pipeline-created', source: 'poll' },
    ]);

    hl.highLevel.state.addUser(hl.highLevel.demo.companyId, {
      firstName: 'Tess',
      lastName: 'Team',
      email: 'tess@sunrise.test',
      type: 'account',
      role: 'user',
      locationIds: [location],
    });
    const rows = await stepsOnce(location, 7);
    expect(rows).toContainEqual({ step: 'team-member-added', source: 'poll' });
  });

  it('holds completion back for the steps when the agency asks, and completes it once they are done', async () => {
    const location = ids[3]!; // a calendar and contacts, no phone number
    const view = await hl.stack.api.put(
      '/api/highlevel/setup-steps/settings',
      { completionNeedsSteps: true },
      agency.cookie,
    );
    expect(view.status).toBe(200);
    expect((view.body as unknown as SetupStepsView).settings).toEqual({
      completionNeedsSteps: true,
      contactsThreshold: 10,
    });
    // Two visible modules: a tour (no step) and the phone number (its step not done).
    const visible = new Set(['account-tour', 'connect-phone-number']);
    const { modules } = view.body as unknown as SetupStepsView;
    for (const module of modules.filter((each) => each.versionId === agency.versionId)) {
      if (visible.has(module.moduleId)) continue;
      const hidden = await hl.stack.api.put(
        `/api/onboarding/versions/${agency.versionId}/videos/${module.categoryId}/${module.moduleId}`,
        { visible: false },
        agency.cookie,
      );
      expect(hidden.status).toBe(204);
    }

    const [user] = (await db().query(`SELECT email FROM highlevel_users WHERE location_id = $1`, [
      location,
    ])) as { email: string }[];
    const signedIn = await hl.stack.api.post(`/api/portal/${agency.versionId}/sessions`, {
      email: user!.email,
    });
    const token = String(signedIn.body.token);
    const portal = (path: string, body?: object) =>
      hl.stack.app.inject({
        method: body ? 'POST' : 'GET',
        url: `/api/portal/${agency.versionId}/${path}`,
        headers: {
          authorization: `Bearer ${token}`,
          'x-retainly-client': 'web',
          ...(body ? { 'content-type': 'application/json' } : {}),
        },
        ...(body ? { payload: JSON.stringify(body) } : {}),
      });
    for (const moduleId of ['account-tour', 'connect-phone-number']) {
      const res = await portal('completions', { categoryId: 'foundational-setup', moduleId });
      expect(res.statusCode).toBe(200);
    }
    const completed = () =>
      db().query(
        `SELECT data FROM outbox_events WHERE type = 'ClientCompletedOnboarding'
          AND data -> 'client' ->> 'email' = $1`,
        [user!.email],
      ) as Promise<{ data: { steps: { key: string; done_at: string | null }[] } }[]>;
    expect(await completed()).toEqual([]);
    const progress = portal('progress').then((res) => res.json() as PortalProgress);
    expect((await progress).setupSteps).toEqual([
      {
        categoryId: 'foundational-setup',
        moduleId: 'connect-phone-number',
        step: 'phone-number-added',
        doneAt: null,
      },
    ]);

    hl.highLevel.state.addPhoneNumber(location);
    await poll();
    const [event] = await waitFor('the completion', async () => {
      const rows = await completed();
      return rows.length > 0 ? rows : undefined;
    });
    expect(event!.data.steps).toEqual([
      { key: 'phone-number-added', title: 'Phone number added', done_at: expect.any(String) },
    ]);
    const after = (await portal('progress')).json() as PortalProgress;
    expect(after.setupSteps[0]!.doneAt).toEqual(event!.data.steps[0]!.done_at);
    await poll();
    expect(await completed()).toHaveLength(1);

    // The dashboard shows both, with when: watched (completed) and done in HighLevel.
    const [{ client_id }] = (await db().query(
      `SELECT client_id FROM highlevel_users WHERE location_id = $1`,
      [location],
    )) as { client_id: string }[];
    const detail = await hl.stack.api.get(`/api/dashboard/clients/${client_id}`, agency.cookie);
    const body = detail.body as unknown as DashboardClientDetail;
    const phone = body.videos.find((video) => video.moduleId === 'connect-phone-number');
    expect(phone).toMatchObject({
      status: 'self_reported',
      setupStep: { step: 'phone-number-added', doneAt: event!.data.steps[0]!.done_at },
    });
    expect(
      body.videos.find((video) => video.moduleId === 'account-tour')?.setupStep,
    ).toBeUndefined();
    expect(body.timeline.map((entry) => entry.text)).toContain(
      'Setup step done in HighLevel: Phone number added',
    );
  });

  it('completes exactly once when the last module and the last step land at the same moment', async () => {
    // The version from the test above: a tour and the phone number, steps required.
    const company = hl.highLevel.demo.companyId;
    for (let trial = 0; trial < 12; trial++) {
      const location = `RaceLocation${String(trial).padStart(8, '0')}`;
      const email = `race-${trial}@sub-account.test`;
      await db().query(
        `INSERT INTO highlevel_locations (location_id, user_id, company_id, name, version_id)
         VALUES ($1, $2, $3, $1, $4)`,
        [location, agency.userId, company, agency.versionId],
      );
      const signedIn = await hl.stack.api.post(`/api/portal/${agency.versionId}/sessions`, {
        email,
      });
      const token = String(signedIn.body.token);
      await db().query(
        `INSERT INTO highlevel_users (location_id, highlevel_user_id, email, client_id)
         SELECT $1, 'RaceUser', $2, id FROM portal_clients WHERE identity = $2`,
        [location, email],
      );
      const complete = (moduleId: string) =>
        hl.stack.app.inject({
          method: 'POST',
          url: `/api/portal/${agency.versionId}/completions`,
          headers: {
            authorization: `Bearer ${token}`,
            'x-retainly-client': 'web',
            'content-type': 'application/json',
          },
          payload: JSON.stringify({ categoryId: 'foundational-setup', moduleId }),
        });
      expect((await complete('account-tour')).statusCode).toBe(200);
      const [last] = await Promise.all([
        complete('connect-phone-number'),
        db().transaction((manager) =>
          markSetupStepDone(manager, location, 'phone-number-added', 'webhook', new Date()),
        ),
      ]);
      expect(last.statusCode).toBe(200);
      const events = (await db().query(
        `SELECT 1 FROM outbox_events WHERE type = 'ClientCompletedOnboarding'
          AND data -> 'client' ->> 'email' = $1`,
        [email],
      )) as unknown[];
      expect({ trial, events: events.length }).toEqual({ trial, events: 1 });
    }
  });

  it('lets the agency move a step onto another module, and only onto its own versions', async () => {
    const change = {
      versionId: agency.versionId,
      categoryId: 'foundational-setup',
      moduleId: 'account-tour',
      step: 'workflow-published',
    };
    const moved = await hl.stack.api.put(
      '/api/highlevel/setup-steps/modules',
      change,
      agency.cookie,
    );
    expect(moved.status).toBe(200);
    const tour = (moved.body as unknown as SetupStepsView).modules.find(
      (module) => module.moduleId === 'account-tour' && module.versionId === agency.versionId,
    );
    expect(tour).toMatchObject({ step: 'workflow-published', isDefault: false });

    const bad = await hl.stack.api.put(
      '/api/highlevel/setup-steps/modules',
      { ...change, step: 'made-up' },
      agency.cookie,
    );
    expect(bad.status).toBe(400);
    const other = await hl.stack.signedInAgencyWithVersion('basic');
    const foreign = await hl.stack.api.put(
      '/api/highlevel/setup-steps/modules',
      change,
      other.cookie,
    );
    expect(foreign.status).toBe(404);
    expect(foreign.body.message).toBe('That module is not in one of your onboarding versions.');
    const notConnected = await hl.stack.api.put(
      '/api/highlevel/setup-steps/settings',
      { completionNeedsSteps: true },
      other.cookie,
    );
    expect(notConnected.status).toBe(409);
  });
});
