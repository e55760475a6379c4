import { createApiApp } from '../../apps/api/src/bootstrap';
import {
  newEmail,
  PASSWORD,
  startAccountsStack,
  type AccountsStack,
} from '../support/accounts-stack';
import { waitFor } from '../support/wait-for';

describe('development mailbox', () => {
  let stack: AccountsStack;

  beforeAll(async () => {
    stack = await startAccountsStack();
  });

  afterAll(() => stack?.close());

  it('lists sent e-mails with their links outside production', async () => {
    const email = newEmail();
    await stack.api.post('/api/auth/signup', { email, password: PASSWORD });
    await stack.mail.linkTokenFor(email.toLowerCase());

    type Mail = { to: string; subject: string; text: string; status: string };
    // The SMTP server has the mail a moment before the worker records it as sent.
    const mails = await waitFor('the mail recorded as sent', async () => {
      const res = await stack.api.get('/api/dev/mailbox');
      expect(res.status).toBe(200);
      const listed = res.body as unknown as Mail[];
      return listed[0]?.status === 'sent' ? listed : undefined;
    });
    expect(mails[0]).toEqual(
      expect.objectContaining({
        to: email.toLowerCase(),
        subject: 'Confirm your Retainly account',
        status: 'sent',
      }),
    );
    expect(mails[0].text).toContain('/auth/confirm#token=');
  });

  it('does not exist in production', async () => {
    const production = await createApiApp(
      stack.env.config({
        NODE_ENV: 'production',
        OPERATOR_USER: 'ops',
        OPERATOR_PASSWORD: 'a-long-operator-password',
        SMTP_URL: stack.mail.url,
        LOG_LEVEL: 'silent',
      }),
    );
    try {
      const res = await production.inject({ method: 'GET', url: '/api/dev/mailbox' });
      expect(res.statusCode).toBe(404);
    } finally {
      await production.close();
    }
  });
});
