import { startAccountsStack, type AccountsStack } from '../support/accounts-stack';
import { TEST_WEBHOOK_SECRET } from '../support/test-environment';
import { WebhookReceiver } from '../support/webhook-receiver';

/** The deployment's SUPPORT_EMAIL: where form e-mails go while no operator exists. */
export const SUPPORT = 'help@retainly.test';

/**
 * A visitor's name and e-mail as typed into a form (stray spaces, capitals), and as every form
 * stores and sends them on: trimmed, the e-mail in lower case.
 */
export const GRACE = {
  typed: { fullName: '  Grace Hopper ', email: ' Grace@Agency.TEST ' },
  stored: { full_name: 'Grace Hopper', email: 'grace@agency.test' },
};

/** The accounts stack of a public-site form test, and what its tests read around it. */
export interface FormsStack extends AccountsStack {
  /** Where the marketing webhooks (the forms' events) are delivered. */
  receiver: WebhookReceiver;
  /** The outbox events of `type`, oldest first. */
  eventsOfType(type: string): Promise<{ id: string; data: Record<string, unknown> }[]>;
  /**
   * POSTs `form` to `path`; returns the status, the (first) message and how many rows `table`
   * gained meanwhile.
   */
  postCounting(
    table: string,
    path: string,
    form: object,
  ): Promise<{ status: number; message: unknown; added: number }>;
  /** POSTs `form` to `path` and expects it accepted (201, one row more in `table`); its message. */
  accepted(table: string, path: string, form: object): Promise<unknown>;
  /**
   * The data of the first outbox event of `type`, once the marketing receiver has been sent the
   * event of that type whose `key` is `id`.
   */
  sentEvent(type: string, key: string, id: unknown): Promise<Record<string, unknown>>;
}

/**
 * Registers the hooks of a form test file: a webhook receiver, and the api and worker sending
 * marketing events to it and e-mails to a catcher, with SUPPORT as the support address and
 * `overrides` on top. The returned stack is filled in by the time the first test runs.
 */
export function useFormsStack(overrides: Record<string, string> = {}): FormsStack {
  const rowCount = async (table: string) =>
    ((await stack.env.db.query(`SELECT count(*)::int AS n FROM ${table}`)) as { n: number }[])[0].n;
  const stack = {
    eventsOfType: (type) =>
      stack.env.db.query(`SELECT id, data FROM outbox_events WHERE type = $1 ORDER BY id`, [type]),
    async postCounting(table, path, form) {
      const before = await rowCount(table);
      const res = await stack.api.post(path, form);
      const added = (await rowCount(table)) - before;
      return { status: res.status, message: [res.body.message].flat()[0], added };
    },
    async accepted(table, path, form) {
      const { message, ...result } = await stack.postCounting(table, path, form);
      expect(result).toEqual({ status: 201, added: 1 });
      return message;
    },
    async sentEvent(type, key, id) {
      const [event] = await stack.eventsOfType(type);
      await stack.receiver.deliveredEvent(type, (data) => data[key] === id);
      return event.data;
    },
  } as FormsStack;

  beforeAll(async () => {
    stack.receiver = await WebhookReceiver.start(TEST_WEBHOOK_SECRET);
    const accounts = await startAccountsStack({
      SUPPORT_EMAIL: SUPPORT,
      MARKETING_WEBHOOK_URL: stack.receiver.url,
      MARKETING_WEBHOOK_SECRET: TEST_WEBHOOK_SECRET,
      ...overrides,
    });
    Object.assign(stack, accounts);
  });

  afterAll(async () => {
    await stack.close?.();
    await stack.receiver?.close();
  });
  return stack;
}
