import { newEmail, startAccountsStack, type AccountsStack } from '../support/accounts-stack';

describe('per-IP rate limits', () => {
  let stack: AccountsStack;

  beforeAll(async () => {
    stack = await startAccountsStack();
  });

  afterAll(() => stack?.close());

  it('count a client however it spoofs X-Forwarded-For, across different addresses', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 31; i += 1) {
      const res = await stack.app.inject({
        method: 'POST',
        url: '/api/auth/account-status',
        headers: {
          'content-type': 'application/json',
          'x-retainly-client': 'web',
          'x-forwarded-for': `203.0.113.${i}`,
        },
        payload: JSON.stringify({ email: newEmail() }),
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 30).every((status) => status === 200)).toBe(true);
    expect(statuses[30]).toBe(429);
  });
});
