import {
  clientWebhookBody,
  completionPercentOf,
  endpointEventType,
  ENDPOINT_EVENT_INFO,
  ENDPOINT_EVENT_TYPES,
  firstNameOf,
  testWebhookBody,
  type ClientEventData,
} from './client-webhooks';

const who: ClientEventData = {
  client: { id: 'c1', name: '  Ana María López ', email: 'ana@client.test' },
  version: { id: 'AbCdEf123456', tier: 'advanced' },
  agency: { id: 'u1', name: 'Bright Agency' },
};
const at = new Date('2026-11-20T10:00:00Z');

describe('endpointEventType', () => {
  it('maps each domain event, splitting stalls on their reason', () => {
    expect(endpointEventType('ClientStartedOnboarding')).toBe('client.started');
    expect(endpointEventType('ModuleCompleted')).toBe('module.completed');
    expect(endpointEventType('ClientCompletedOnboarding')).toBe('onboarding.completed');
    expect(endpointEventType('ClientStalled', 'not_started')).toBe('client.stalled');
    expect(endpointEventType('ClientStalled', 'idle')).toBe('client.inactive');
    expect(endpointEventType('SetupStepDone')).toBe('setup_step.done');
  });

  it('labels every type', () => {
    expect(ENDPOINT_EVENT_INFO.map((info) => info.type)).toEqual([...ENDPOINT_EVENT_TYPES]);
    expect(ENDPOINT_EVENT_INFO.find((i) => i.type === 'client.stalled')?.label).toBe(
      'Client stalled (never started)',
    );
  });
});

describe('clientWebhookBody', () => {
  const base = { eventId: 'e1', occurredAt: at, appUrl: 'https://app.test/' };

  it('is flat, with the portal link and the first name', () => {
    const body = clientWebhookBody({
      ...base,
      source: 'ModuleCompleted',
      percent: 40,
      data: { ...who, module: { category_id: 'custom', module_id: 'm9', title: 'Pipelines' } },
    });
    expect(body).toEqual({
      type: 'module.completed',
      timestamp: '2026-11-20T10:00:00.000Z',
      event_id: 'e1',
      client_id: 'c1',
      email: 'ana@client.test',
      name: '  Ana María López ',
      first_name: 'Ana',
      version: 'advanced',
      version_id: 'AbCdEf123456',
      module: 'Pipelines',
      module_id: 'custom/m9',
      percent: 40,
      portal_link: 'https://app.test/AbCdEf123456',
      agency: 'Bright Agency',
    });
  });

  it('uses the stall percent and adds stall_days and reason for stalls', () => {
    const body = clientWebhookBody({
      ...base,
      source: 'ClientStalled',
      percent: null,
      data: { ...who, reason: 'idle', stall_days: 7, percent: 33 },
    });
    expect(body).toMatchObject({
      type: 'client.inactive',
      percent: 33,
      stall_days: 7,
      reason: 'idle',
    });
    expect(body.module).toBeNull();
  });

  it('says 100 percent on onboarding.completed and leaves stall fields out elsewhere', () => {
    const body = clientWebhookBody({
      ...base,
      source: 'ClientCompletedOnboarding',
      percent: 80,
      data: who,
    });
    expect(body.percent).toBe(100);
    expect(body).not.toHaveProperty('stall_days');
    expect(body).not.toHaveProperty('reason');
  });

  it('names the step, its first module and the sub-account on setup_step.done', () => {
    const body = clientWebhookBody({
      ...base,
      source: 'SetupStepDone',
      percent: 40,
      data: {
        ...who,
        step: { key: 'form-or-funnel-published', title: 'First form or funnel published' },
        carried_by: [
          { category_id: 'marketing-lead-generation', module_id: 'forms-surveys', title: 'Forms' },
          { category_id: 'website-content', module_id: 'funnels', title: 'Funnels' },
        ],
        sub_account: { id: 'Loc1', name: 'Bright Smile' },
      },
    });
    expect(body).toMatchObject({
      type: 'setup_step.done',
      step: 'form-or-funnel-published',
      step_title: 'First form or funnel published',
      module: 'Forms',
      module_id: 'marketing-lead-generation/forms-surveys',
      sub_account_id: 'Loc1',
      percent: 40,
    });
  });

  it('lists the steps done on onboarding.completed, when the modules carry any', () => {
    const steps = [
      { key: 'calendar-created', title: 'Calendar created', done_at: at.toISOString() },
      { key: 'pipeline-created', title: 'Pipeline created', done_at: null },
    ];
    const completed = (data: ClientEventData) =>
      clientWebhookBody({ ...base, source: 'ClientCompletedOnboarding', percent: null, data });
    expect(completed({ ...who, steps }).steps_done).toBe('calendar-created');
    expect(completed({ ...who, steps: [] })).not.toHaveProperty('steps_done');
  });

  it('keeps a name-only or e-mail-only client as nulls', () => {
    const body = clientWebhookBody({
      ...base,
      source: 'ClientStartedOnboarding',
      percent: 0,
      data: { ...who, client: { id: 'c2', name: null, email: 'x@y.test' } },
    });
    expect(body).toMatchObject({ name: null, first_name: null, email: 'x@y.test', percent: 0 });
  });
});

describe('testWebhookBody', () => {
  it('is marked as a test with sample values', () => {
    const body = testWebhookBody({
      eventId: 'e2',
      occurredAt: at,
      appUrl: 'https://app.test',
      agencyName: 'A',
    });
    expect(body).toMatchObject({
      type: 'test',
      test: true,
      email: 'test@example.com',
      agency: 'A',
    });
    expect(body.portal_link).toBe('https://app.test/TESTVERSION0');
  });
});

describe('helpers', () => {
  it('firstNameOf', () => {
    expect(firstNameOf('Bo')).toBe('Bo');
    expect(firstNameOf('   ')).toBeNull();
    expect(firstNameOf(null)).toBeNull();
  });

  it('completionPercentOf reads 100 only when all are done', () => {
    expect(completionPercentOf(0, 0)).toBe(0);
    expect(completionPercentOf(199, 200)).toBe(99);
    expect(completionPercentOf(3, 3)).toBe(100);
    expect(completionPercentOf(1, 3)).toBe(33);
  });
});
