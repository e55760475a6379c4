import { DAY_MS } from '@retainly/domain';
import { waitFor } from '../support/wait-for';
import { completeModule, verified } from '../agency-endpoints/endpoint-helpers';
import { WebhookReceiver } from '../support/webhook-receiver';
import { startOutcomesStack, zoneAtHour, type OutcomesStack } from './outcomes-stack';

/**
 * The whole loop: a client stalls, gets the agency's e-mail (through the test's SMTP server),
 * opens the resume link, completes a module, and the agency's own endpoint hears
 * `client.stalled` and then `module.completed`.
 */
describe('a stalled client, nudged back, seen by the agency CRM', () => {
  let stack: OutcomesStack;
  let receiver: WebhookReceiver;

  beforeAll(async () => {
    stack = await startOutcomesStack();
    receiver = await WebhookReceiver.start('whsec_unused');
  });

  afterAll(async () => {
    await receiver?.close();
    await stack?.close();
  });

  it('delivers client.stalled, the nudge, the resume and module.completed in order', async () => {
    const now = new Date();
    const agency = await stack.agency();
    const created = await stack.api.post(
      '/api/outcomes/endpoints',
      { url: receiver.url, eventTypes: ['client.stalled', 'module.completed'] },
      agency.cookie,
    );
    expect(created.status).toBe(201);
    const secret = created.body.secret as string;

    const email = 'stalled.client@shop.test';
    await stack.client(agency, {
      email,
      name: 'Jo Stalled',
      createdAt: new Date(now.getTime() - 3 * DAY_MS),
      timeZone: zoneAtHour(12, now),
    });
    await stack.sweep(now);

    const mail = await waitFor('the nudge', () => stack.mail.mails.find((m) => m.to === email));
    const token = /\?resume=([A-Za-z0-9_-]+)/.exec(mail.text)?.[1];
    const resumed = await stack.api.post(`/api/portal/${agency.versionId}/resume`, { token });
    expect(resumed.status).toBe(200);
    const resumeAt = resumed.body.resumeAt as { categoryId: string; moduleId: string };

    const completed = await completeModule(
      stack.app,
      agency.versionId,
      resumed.body.token as string,
      resumeAt,
    );
    expect(completed.statusCode).toBe(200);

    const bodies = await waitFor('both deliveries', () =>
      receiver.requests.length >= 2
        ? receiver.requests.map((request) => verified(secret, request))
        : undefined,
    );
    expect(bodies.map((body) => body.type)).toEqual(['client.stalled', 'module.completed']);
    expect(bodies[0]).toMatchObject({
      email,
      first_name: 'Jo',
      version_id: agency.versionId,
      stall_days: 3,
      reason: 'not_started',
      percent: 0,
    });
    expect(bodies[1]).toMatchObject({
      email,
      module_id: `${resumeAt.categoryId}/${resumeAt.moduleId}`,
    });
  });
});
