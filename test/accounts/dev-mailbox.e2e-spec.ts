import { createApiApp } from '../../apps/api/src/bootstrap';
import {
  newEmail,
  PASSWORD,
  startAccountsStack,
  type AccountsStack,
} from '../support/accounts-stack';

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

    const res = await stack.api.get('/api/dev/mailbox');
    expect(res.status).toBe(200);
    const mails = res.body as unknown as {
      to: string;
      subject: string;
      text: string;
      status: string;
    }[];
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
