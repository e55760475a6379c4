import type { DashboardClientDetail } from '@retainly/domain';
import { startAccountsStack, type AccountsStack } from '../support/accounts-stack';
import { waitFor } from '../support/wait-for';
import { WebhookReceiver } from '../support/webhook-receiver';
import { createEndpoint, verified } from '../agency-endpoints/endpoint-helpers';
import { clientToken, helpAgency, helpEvent } from './help-fixtures';

/** Usage of the CRM help panel: stored, on the timeline, and delivered to agency endpoints. */
describe('CRM help events', () => {
  let stack: AccountsStack;
  let receiver: WebhookReceiver;

  beforeAll(async () => {
    stack = await startAccountsStack({ WEBHOOK_RETRY_SCHEDULE: '100ms,100ms' });
    receiver = await WebhookReceiver.start('whsec_unused');
  });

  afterAll(async () => {
    await receiver?.close();
    await stack?.close();
  });

  const rowsOf = (clientEmail: string) =>
    stack.env.db.query(
      `SELECT h.kind, h.route, h.query, h.category_id, h.module_id FROM help_events h
         JOIN portal_clients c ON c.id = h.client_id
        WHERE c.email = $1 ORDER BY h.id`,
      [clientEmail],
    );

  it('takes events from signed-in clients only (401 without a token)', async () => {
    const { versionId } = await helpAgency(stack);
    expect((await helpEvent(stack, versionId, undefined, { kind: 'opened' })).statusCode).toBe(401);
    expect((await helpEvent(stack, versionId, 'nonsense', { kind: 'opened' })).statusCode).toBe(
      401,
    );
    const token = await clientToken(stack, versionId, 'one@shop.test');
    const bad = await helpEvent(stack, versionId, token, { kind: 'opened', route: 'kitchen' });
    expect(bad.statusCode).toBe(400);
    const noQuery = await helpEvent(stack, versionId, token, { kind: 'searched', query: '   ' });
    expect(noQuery.statusCode).toBe(400);
    const unknown = await helpEvent(stack, versionId, token, {
      kind: 'played',
      categoryId: 'custom',
      moduleId: 'nope',
    });
    expect(unknown.statusCode).toBe(404);
    expect(await rowsOf('one@shop.test')).toEqual([]);
  });

  it('stores each event, throttles searches, and puts them on the client timeline', async () => {
    const { versionId, cookie } = await helpAgency(stack);
    const token = await clientToken(stack, versionId, 'two@shop.test');
    const send = async (body: object) => {
      const res = await helpEvent(stack, versionId, token, body);
      expect(res.statusCode).toBe(200);
      return res.json() as { recorded: boolean };
    };
    expect(await send({ kind: 'opened', route: 'contacts' })).toEqual({ recorded: true });
    expect(await send({ kind: 'searched', route: 'contacts', query: '  import   csv ' })).toEqual({
      recorded: true,
    });
    // Typing on: within a few seconds of the last, a search is not kept (nor sent on).
    expect(await send({ kind: 'searched', route: 'contacts', query: 'import csv file' })).toEqual({
      recorded: false,
    });
    const played = {
      kind: 'played',
      route: 'contacts',
      categoryId: 'foundational-setup',
      moduleId: 'import-contacts',
    };
    expect(await send(played)).toEqual({ recorded: true });
    // A token replaying its opens and plays cannot flood the CRM: one per page or module a while.
    expect(await send(played)).toEqual({ recorded: false });
    expect(await send({ kind: 'opened', route: 'contacts' })).toEqual({ recorded: false });
    expect(await rowsOf('two@shop.test')).toEqual([
      { kind: 'opened', route: 'contacts', query: null, category_id: null, module_id: null },
      {
        kind: 'searched',
        route: 'contacts',
        query: 'import csv',
        category_id: null,
        module_id: null,
      },
      {
        kind: 'played',
        route: 'contacts',
        query: null,
        category_id: 'foundational-setup',
        module_id: 'import-contacts',
      },
    ]);
    const events: { type: string }[] = await stack.env.db.query(
      `SELECT type FROM outbox_events WHERE type LIKE 'Help%' AND data->'client'->>'email' = $1
        ORDER BY position`,
      ['two@shop.test'],
    );
    expect(events.map((event) => event.type)).toEqual([
      'HelpOpened',
      'HelpSearched',
      'HelpVideoPlayed',
    ]);

    const [{ id: clientId }]: { id: string }[] = await stack.env.db.query(
      `SELECT id FROM portal_clients WHERE email = 'two@shop.test'`,
    );
    const detail = (await stack.api.get(`/api/dashboard/clients/${clientId}`, cookie))
      .body as unknown as DashboardClientDetail;
    const texts = detail.timeline.map((entry) => entry.text);
    expect(texts).toEqual(
      expect.arrayContaining([
        'Opened help in the CRM (Contacts)',
        'Searched help: “import csv” (Contacts)',
        'Played “Import Your Contacts” from the CRM (Contacts)',
      ]),
    );
    expect(detail.helpUse).toMatchObject({ opened: 1, searched: 1, played: 1 });
  });

  it("delivers help events to the agency's endpoints, signed and flat", async () => {
    const { versionId, cookie } = await helpAgency(stack);
    // The endpoint dialog's checkboxes come from the api's list.
    const listed = (await stack.api.get('/api/outcomes/endpoints', cookie)).body as unknown as {
      eventTypes: { type: string; label: string }[];
    };
    expect(listed.eventTypes.map((event) => event.type)).toEqual(
      expect.arrayContaining(['help.opened', 'help.searched', 'help.video_played']),
    );
    const { secret } = await createEndpoint(stack, cookie, receiver.url, [
      'help.opened',
      'help.searched',
      'help.video_played',
    ]);
    const token = await clientToken(stack, versionId, 'three@shop.test');
    await helpEvent(stack, versionId, token, {
      kind: 'opened',
      route: 'calendars',
      subAccountId: 'Loc_9x',
    });
    // A sub-account id that is not one (it would end up in the agency's CRM) is refused.
    const bad = await helpEvent(stack, versionId, token, {
      kind: 'opened',
      route: 'contacts',
      subAccountId: '<script>',
    });
    expect(bad.statusCode).toBe(400);
    await helpEvent(stack, versionId, token, { kind: 'searched', query: 'book a slot' });
    await helpEvent(stack, versionId, token, {
      kind: 'played',
      route: 'calendars',
      categoryId: 'foundational-setup',
      moduleId: 'calendar-setup',
    });
    const bodies = await waitFor('three help deliveries', () => {
      const received = receiver.requests.filter((request) => request.body.includes('three@'));
      return received.length === 3 ? received : undefined;
    });
    const byType = Object.fromEntries(
      bodies.map((request) => {
        const body = verified(secret, request);
        return [body.type as string, body];
      }),
    );
    expect(byType['help.opened']).toMatchObject({
      email: 'three@shop.test',
      route: 'calendars',
      sub_account_id: 'Loc_9x',
      version_id: versionId,
      agency: 'Acme Growth',
    });
    expect(byType['help.searched']).toMatchObject({
      route: null,
      sub_account_id: null,
      query: 'book a slot',
    });
    expect(byType['help.video_played']).toMatchObject({
      route: 'calendars',
      module_id: 'foundational-setup/calendar-setup',
      module: expect.any(String),
    });
    expect(JSON.stringify(bodies.map((request) => request.body))).not.toMatch(/retainly/i);
  });
});
