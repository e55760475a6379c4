import type { HeartbeatRequest, HighLevelWriteBackView } from '@retainly/domain';
import { markHighLevelWriteBacks, markSetupStepDone } from '@retainly/database';
import { closeStallEpisodes } from '../../apps/worker/src/outcomes/close-stall-episodes';
import { openStallEpisodes } from '../../apps/worker/src/outcomes/open-stall-episodes';
import { SetupStepPoll } from '../../apps/worker/src/highlevel/setup-step-poll';
import { WriteBackPass } from '../../apps/worker/src/highlevel/write-back-pass';
import {
  NOT_A_SUB_ACCOUNT,
  NOT_CONNECTED,
} from '../../apps/api/src/highlevel/highlevel-write-back';
import { hostTour, portalPost, TOUR } from '../portal/heartbeat-support';
import { rowsOnce, startHighLevelStack, type HighLevelStack } from './highlevel-stack';
import { waitFor } from '../support/wait-for';
import { JobName, jobId } from '@retainly/events';
import { QueueRegistry } from '@retainly/queues';

interface Client {
  client_id: string;
  email: string;
  location_id: string;
}

const FIELD_NAMES = {
  progress: 'Onboarding progress %',
  minutes: 'Onboarding minutes watched',
  steps: 'Onboarding steps done',
  lastActivity: 'Onboarding last activity',
  portal: 'Onboarding portal link',
};

describe('Progress written back into the agency’s own HighLevel location', () => {
  let hl: HighLevelStack;
  let agency: { cookie: string; userId: string; versionId: string };
  let ids: readonly string[];
  /** The agency's own sub-account, where the contacts go. */
  let own: string;
  let clients: Client[];

  beforeAll(async () => {
    hl = await startHighLevelStack({
      HIGHLEVEL_WRITE_BACK_DELAY_MS: '100',
      HIGHLEVEL_WRITE_BACK_PASS_MS: '200',
    });
    agency = await hl.agency();
    ids = hl.highLevel.demo.locationIds;
    own = ids[4]!;
    expect((await hl.connect(agency.cookie)).outcome).toBe('connected');
    clients = await rowsOnce<Client>(
      hl.stack,
      'a client per sub-account',
      `SELECT u.client_id, p.email, u.location_id FROM highlevel_users u
         JOIN portal_clients p ON p.id = u.client_id ORDER BY u.location_id`,
      [],
      (rows) => rows.length === 5,
      30_000,
    );
    await hostTour(hl.stack.env.db, 600, 'c'.repeat(64));
  }, 60_000);
  afterAll(() => hl?.close());

  const db = () => hl.stack.env.db;
  const clientOf = (locationId: string) => clients.find((c) => c.location_id === locationId)!;
  const contactsOf = (email: string) =>
    hl.highLevel.state.contacts(own).filter((contact) => contact.email === email);
  const contactOf = (email: string) => {
    const found = contactsOf(email);
    expect(found).toHaveLength(1);
    return found[0]!;
  };
  const fieldsOf = (email: string) => {
    const defined = hl.highLevel.state.customFields(own);
    const contact = contactOf(email);
    return Object.fromEntries(
      Object.entries(FIELD_NAMES).map(([key, name]) => {
        const field = defined.find((each) => each.name === name);
        return [key, contact.customFields.find((value) => value.id === field?.id)?.value];
      }),
    );
  };
  /** On a time-out: the row and its job, to tell a stuck job from a missing mark. */
  const explain = async (clientId: string) => {
    const [row] = await db().query(`SELECT * FROM highlevel_write_backs WHERE client_id = $1`, [
      clientId,
    ]);
    const queue = hl.stack.worker.get(QueueRegistry).forJob(JobName.WriteBackHighLevel);
    const job = await queue.getJob(
      jobId(JobName.WriteBackHighLevel, clientId, `round-${row.round}`),
    );
    const state = job && (await job.getState());
    return JSON.stringify({ row, state, returned: job?.returnvalue, error: job?.stacktrace?.[0] });
  };
  /** Resolves once the client's latest change is in HighLevel (written after `since`). */
  const writtenAfter = (clientId: string, since: Date, timeoutMs = 30_000) =>
    rowsOnce(
      hl.stack,
      `the write-back of ${clientId}`,
      `SELECT 1 FROM highlevel_write_backs
        WHERE client_id = $1 AND dirty_at IS NULL AND written_at > $2`,
      [clientId, since],
      (rows) => rows.length === 1,
      timeoutMs,
    ).catch(async (error: Error) => {
      throw new Error(`${error.message}: ${await explain(clientId)}`);
    });
  const requestsTo = (prefix: string) =>
    hl.highLevel.requests.filter((request) => request.path.startsWith(prefix));
  const contactRequests = () => requestsTo('/contacts/');
  /** Whole minutes watched, as PostgreSQL has them. */
  const minutesIn = async (clientId: string) => {
    const [{ seconds }] = await db().query(
      `SELECT coalesce(sum(watched_seconds), 0)::float8 AS seconds FROM module_progress
        WHERE client_id = $1`,
      [clientId],
    );
    return Math.floor(seconds / 60);
  };
  const othersClean = async (clientId: string) => {
    const dirty = await db().query(
      `SELECT 1 FROM highlevel_write_backs WHERE dirty_at IS NOT NULL AND client_id <> $1`,
      [clientId],
    );
    expect(dirty).toEqual([]);
  };
  const mark = (clientId: string) =>
    db().transaction((manager) => markHighLevelWriteBacks(manager, { clientIds: [clientId] }));
  const addWatched = (clientId: string, seconds: number) =>
    db().transaction(async (manager) => {
      await manager.query(
        `INSERT INTO module_progress (client_id, category_id, module_id, watched_seconds,
           duration_seconds)
         VALUES ($1, $3, $4, $2, 600)
         ON CONFLICT (client_id, category_id, module_id)
           DO UPDATE SET watched_seconds = module_progress.watched_seconds + $2`,
        [clientId, seconds, TOUR.categoryId, TOUR.moduleId],
      );
      await markHighLevelWriteBacks(manager, { clientIds: [clientId] });
    });

  it('lets the agency choose one of its own sub-accounts, and only those', async () => {
    const get = async (cookie: string) =>
      (await hl.stack.api.get('/api/highlevel/write-back', cookie))
        .body as unknown as HighLevelWriteBackView;
    const put = (cookie: string, body: object) =>
      hl.stack.api.put('/api/highlevel/write-back', body, cookie);
    expect(await get(agency.cookie)).toEqual({
      locationId: null,
      locationName: null,
      pending: 0,
      written: 0,
      lastError: null,
    });

    expect((await put(agency.cookie, { locationId: 'NotOurs000000000001' })).body).toMatchObject({
      statusCode: 400,
      message: NOT_A_SUB_ACCOUNT,
    });
    for (const body of [{}, { locationId: 7 }, { locationId: '' }]) {
      const refused = await put(agency.cookie, body);
      expect(refused.status).toBe(400);
      expect(JSON.stringify(refused.body)).toContain(
        'locationId must be a sub-account id or null.',
      );
    }

    // Another agency: not connected, then connected to another company. It can neither pick
    // this agency's sub-account nor see this agency's choice.
    const other = await hl.stack.signedInAgencyWithVersion('basic');
    expect((await put(other.cookie, { locationId: own })).body).toMatchObject({
      statusCode: 400,
      message: NOT_CONNECTED,
    });
    await db().query(
      `INSERT INTO highlevel_connections (user_id, company_id, status) VALUES ($1, 'OtherCo', 'connected')`,
      [other.userId],
    );
    expect((await put(other.cookie, { locationId: own })).body).toMatchObject({
      statusCode: 400,
      message: NOT_A_SUB_ACCOUNT,
    });

    // "Contacts imported" needs two contacts: the agency's own one below, plus any of ours
    // would make it, so our contacts must not count.
    await hl.stack.api.put(
      '/api/highlevel/setup-steps/settings',
      { contactsThreshold: 2 },
      agency.cookie,
    );
    // A contact the agency already has for one client: matched by e-mail, not duplicated.
    const existing = hl.highLevel.state.addContact(own, { email: clientOf(ids[2]!).email });

    const chosen = await put(agency.cookie, { locationId: own });
    expect(chosen.status).toBe(200);
    expect(chosen.body).toMatchObject({ locationId: own, locationName: 'Sunrise Bakery' });
    expect((await get(other.cookie)).locationId).toBeNull();

    for (const client of clients) await writtenAfter(client.client_id, new Date(0));
    expect(await get(agency.cookie)).toMatchObject({ pending: 0, written: 5, lastError: null });
    for (const client of clients) contactOf(client.email);
    expect(contactOf(clientOf(ids[2]!).email).id).toBe(existing.id);
    // The five fields were created once, whatever the jobs running at once.
    const ours = hl.highLevel.state
      .customFields(own)
      .filter((field) => Object.values(FIELD_NAMES).includes(field.name));
    expect(ours.map((field) => field.name).sort()).toEqual(Object.values(FIELD_NAMES).sort());
    expect(requestsTo(`/locations/${own}/customFields`)).toHaveLength(6);

    // Sub-account 1 did seven steps: its client's contact carries them.
    const first = clientOf(ids[0]!);
    expect(contactOf(first.email).tags).toEqual(
      expect.arrayContaining([
        'onboarding-step-calendar-created',
        'onboarding-step-contacts-imported',
        'onboarding-step-first-message-sent',
      ]),
    );
    expect(fieldsOf(first.email)).toMatchObject({ steps: 7, progress: 0, minutes: 0 });
    expect(fieldsOf(first.email).portal).toBe(`${hl.appUrl}/${agency.versionId}`);
    expect(contactOf(clientOf(ids[4]!).email).tags).toEqual([]);

    // Our six contact webhooks in the agency's location decided no step there.
    await hl.highLevel.webhooks.settled();
    const steps = await db().query(
      `SELECT step FROM highlevel_setup_steps WHERE location_id = $1`,
      [own],
    );
    expect(steps).toEqual([]);
    const [{ contacts_known }] = await db().query(
      `SELECT contacts_known FROM highlevel_locations WHERE location_id = $1`,
      [own],
    );
    expect(contacts_known).toBe(1); // the agency's own contact only
  }, 60_000);

  it('tags a start, a step, a stall and a completion, and moves the fields, within a minute', async () => {
    const client = clientOf(ids[3]!);
    const signedIn = await hl.stack.api.post(`/api/portal/${agency.versionId}/sessions`, {
      email: client.email,
    });
    const token = String(signedIn.body.token);
    const beat = async (ranges: [number, number][]) => {
      const body: HeartbeatRequest = { ...TOUR, ranges, position: ranges.at(-1)?.[1] ?? 0 };
      const res = await portalPost(hl.stack, agency.versionId, token, 'heartbeats', body);
      expect(res.statusCode).toBe(200);
    };
    // The player opens, 130 s pass, 130 s were watched: started, two whole minutes.
    let since = new Date();
    // As if `seconds` passed since the client's last beat.
    const passes = (seconds: number) =>
      db().query(
        `UPDATE module_progress SET beat_at = beat_at - make_interval(secs => $2),
           credit_clock = credit_clock - make_interval(secs => $2) WHERE client_id = $1`,
        [client.client_id, seconds],
      );
    await beat([]);
    await passes(130);
    await beat([[0, 130]]);
    await writtenAfter(client.client_id, since);
    expect(contactOf(client.email).tags).toContain('onboarding-started');
    expect(fieldsOf(client.email)).toMatchObject({
      minutes: await minutesIn(client.client_id),
      lastActivity: new Date().toISOString().slice(0, 10),
    });

    // A step done in the sub-account: its tag and the count, in two requests.
    since = new Date();
    const before = fieldsOf(client.email).steps as number;
    await othersClean(client.client_id);
    const sentBefore = contactRequests().length;
    expect(
      await db().transaction((m) =>
        markSetupStepDone(m, ids[3]!, 'pipeline-created', 'webhook', new Date()),
      ),
    ).toBe(true);
    await writtenAfter(client.client_id, since);
    expect(contactOf(client.email).tags).toContain('onboarding-step-pipeline-created');
    expect(fieldsOf(client.email).steps).toBe(before + 1);
    const contactId = contactOf(client.email).id;
    expect(
      contactRequests()
        .slice(sentBefore)
        .map((r) => `${r.method} ${r.path}`),
    ).toEqual(['POST /contacts/upsert', `POST /contacts/${contactId}/tags`]);

    // Stalled (as the sweep decides it, 60 days on), then back: the tag comes and goes.
    const stalled = clientOf(ids[1]!);
    since = new Date();
    const later = new Date(Date.now() + 60 * 86_400_000);
    await db().transaction((m) => openStallEpisodes.run(m, later));
    await writtenAfter(stalled.client_id, since);
    expect(contactOf(stalled.email).tags).toContain('onboarding-stalled');
    await db().query(`UPDATE portal_clients SET last_login_at = $2 WHERE id = $1`, [
      stalled.client_id,
      new Date(later.getTime() + 1000),
    ]);
    since = new Date();
    await db().transaction((m) => closeStallEpisodes.run(m, later));
    await writtenAfter(stalled.client_id, since);
    expect(contactOf(stalled.email).tags).not.toContain('onboarding-stalled');
    expect(requestsTo('/contacts/').filter((request) => request.method === 'DELETE')).toHaveLength(
      1,
    );

    // Every visible module completed: the hosted tour watched through, the rest marked.
    since = new Date();
    for (let end = 30; end <= 600; end += 30) {
      await passes(40);
      await beat([[0, end]]);
    }
    const modules: { category_id: string; module_id: string }[] = await db().query(
      `SELECT category_id, module_id FROM version_modules
        WHERE version_id = $1 AND is_visible AND module_id <> $2`,
      [agency.versionId, TOUR.moduleId],
    );
    for (const module of modules) {
      const res = await portalPost(hl.stack, agency.versionId, token, 'completions', {
        categoryId: module.category_id,
        moduleId: module.module_id,
      });
      expect(res.statusCode).toBe(200);
    }
    // Each completion marks the write-back again: wait for the one after the last.
    await waitFor('the completed tag', () =>
      contactOf(client.email).tags.includes('onboarding-completed') ? true : undefined,
    ).catch(async (error: Error) => {
      throw new Error(`${error.message}: ${await explain(client.client_id)}`);
    });
    await writtenAfter(client.client_id, since);
    expect(contactOf(client.email).tags).toEqual(
      expect.arrayContaining(['onboarding-started', 'onboarding-completed']),
    );
    // The sweep 60 days on stalled this client too; completed, it is stalled no more.
    expect(contactOf(client.email).tags).not.toContain('onboarding-stalled');
    expect(fieldsOf(client.email).progress).toBe(100);
  }, 60_000);

  it('adds no tag twice and sends nothing HighLevel already has, on a replay or a redo', async () => {
    const client = clientOf(ids[3]!);
    const tags = [...contactOf(client.email).tags];
    expect(new Set(tags).size).toBe(tags.length);
    const sent = contactRequests().length;

    // A redone step records nothing; a replayed write (marked again, no change) sends nothing.
    expect(
      await db().transaction((m) =>
        markSetupStepDone(m, ids[3]!, 'pipeline-created', 'poll', new Date()),
      ),
    ).toBe(false);
    const since = new Date();
    await mark(client.client_id);
    await writtenAfter(client.client_id, since);
    expect(contactRequests().length).toBe(sent);
    expect(contactOf(client.email).tags).toEqual(tags);

    // Only the minutes changed: one upsert, no tag request.
    const moved = new Date();
    await addWatched(client.client_id, 60);
    await writtenAfter(client.client_id, moved);
    const upserts = contactRequests().slice(sent);
    expect(upserts.map((request) => `${request.method} ${request.path}`)).toEqual([
      'POST /contacts/upsert',
    ]);
    expect(fieldsOf(client.email).minutes).toBe(await minutesIn(client.client_id));
    // No notes, ever: nothing a replay could duplicate.
    expect(requestsTo('/contacts/').some((request) => request.path.endsWith('/notes'))).toBe(false);
  }, 60_000);

  it('loses nothing while HighLevel is down and writes only the latest values once it is back', async () => {
    const client = clientOf(ids[0]!);
    const pass = hl.stack.worker.get(WriteBackPass);
    await hl.highLevel.down('503');
    const since = new Date();
    await addWatched(client.client_id, 120);
    await rowsOnce(
      hl.stack,
      'a failed attempt',
      `SELECT 1 FROM highlevel_write_backs WHERE client_id = $1 AND attempts > 0`,
      [client.client_id],
      (rows) => rows.length === 1,
    );
    await hl.highLevel.up();
    // Unreachable now: connections refused, not answered.
    await hl.highLevel.down('refuse');
    await addWatched(client.client_id, 120);
    await addWatched(client.client_id, 60);
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    const [row]: { dirty: boolean; last_error: string }[] = await db().query(
      `SELECT dirty_at IS NOT NULL AS dirty, last_error FROM highlevel_write_backs
        WHERE client_id = $1`,
      [client.client_id],
    );
    expect(row!.dirty).toBe(true);
    expect(await pass.enqueueDue(0)).toBe(0); // its job is still retrying: no second one

    await othersClean(client.client_id);
    const upsertsBefore = requestsTo('/contacts/upsert').length;
    await hl.highLevel.up();
    await writtenAfter(client.client_id, since, 45_000);
    expect(fieldsOf(client.email).minutes).toBe(5);
    expect(requestsTo('/contacts/upsert').length - upsertsBefore).toBe(1);
  }, 60_000);

  it('waits out a 429 and retries a 5xx', async () => {
    const client = clientOf(ids[1]!);
    hl.highLevel.faults.inject({ status: 429, count: 1, path: '/contacts/upsert' });
    hl.highLevel.faults.inject({ status: 500, count: 1, path: '/contacts/upsert' });
    const injected = hl.highLevel.faults.injected;
    const since = new Date();
    await addWatched(client.client_id, 600);
    await writtenAfter(client.client_id, since, 45_000);
    expect(hl.highLevel.faults.injected - injected).toBe(2);
    expect(fieldsOf(client.email).minutes).toBe(10);
    expect(hl.highLevel.rateLimits.overLimit).toBe(0);
  }, 60_000);

  it('marks the connection broken when HighLevel revokes it, and writes the change after a reconnect', async () => {
    const client = clientOf(ids[2]!);
    hl.highLevel.oauth.revokeCompany(hl.highLevel.demo.companyId);
    await addWatched(client.client_id, 60);
    await rowsOnce(
      hl.stack,
      'the broken connection',
      `SELECT status FROM highlevel_connections WHERE user_id = $1 AND status = 'broken'`,
      [agency.userId],
      (rows) => rows.length === 1,
    );
    await waitFor('the pending write-back', async () => {
      const view = (await hl.stack.api.get('/api/highlevel/write-back', agency.cookie))
        .body as unknown as HighLevelWriteBackView;
      return view.pending === 1 && view.lastError ? view : undefined;
    });
    const connection = await hl.stack.api.get('/api/highlevel', agency.cookie);
    expect(connection.body).toMatchObject({ status: 'broken' });
    const [{ dirty }] = await db().query(
      `SELECT dirty_at IS NOT NULL AS dirty FROM highlevel_write_backs WHERE client_id = $1`,
      [client.client_id],
    );
    expect(dirty).toBe(true);

    // Reconnected: the change waiting since is written at once.
    const since = new Date();
    expect((await hl.connect(agency.cookie)).outcome).toBe('connected');
    await writtenAfter(client.client_id, since);
    expect(fieldsOf(client.email).minutes).toBe(await minutesIn(client.client_id));
  }, 60_000);

  it('writes every client into a newly chosen location, with the tags they carry', async () => {
    const next = ids[3]!;
    const since = new Date();
    const chosen = await hl.stack.api.put(
      '/api/highlevel/write-back',
      { locationId: next },
      agency.cookie,
    );
    expect(chosen.body).toMatchObject({ locationId: next, locationName: 'Harbor Law Group' });
    for (const client of clients) await writtenAfter(client.client_id, since);
    for (const client of clients) {
      const there = hl.highLevel.state.contacts(next).filter((c) => c.email === client.email);
      expect(there).toHaveLength(1);
      expect([...there[0]!.tags].sort()).toEqual([...contactOf(client.email).tags].sort());
    }

    // The former location still holds our contacts: its poll does not count them either.
    const from = hl.highLevel.requests.length;
    await hl.stack.worker.get(SetupStepPoll).requestDue(0);
    await waitFor('the poll of the former location', () =>
      hl.highLevel.requests
        .slice(from)
        .some((r) => r.resourceId === own && r.path.startsWith('/opportunities/pipelines')),
    );
    const asked = hl.highLevel.requests.slice(from).filter((r) => r.resourceId === own);
    expect(asked.some((r) => r.path === '/contacts/search')).toBe(false);
    const steps = await db().query(
      `SELECT step FROM highlevel_setup_steps WHERE location_id = ANY($1::text[])
          AND step = 'contacts-imported'`,
      [[own, next]],
    );
    expect(steps).toEqual([{ step: 'contacts-imported' }]); // the seed's, of the new one
  }, 60_000);
});
