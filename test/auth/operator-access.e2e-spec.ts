import { newEmail, startAccountsStack, type AccountsStack } from '../support/accounts-stack';
import { runNode } from '../support/processes';

describe('npm run user:access', () => {
  let stack: AccountsStack;
  const run = (...args: string[]) =>
    runNode('scripts/user-access.js', stack.env.env({ LOG_LEVEL: 'silent' }), 20_000, args);

  beforeAll(async () => {
    stack = await startAccountsStack();
  });

  afterAll(() => stack?.close());

  it('grants access and sets the plan', async () => {
    const email = newEmail();
    const { cookie } = await stack.signUpAndConfirm(email);
    const result = await run(email, 'YES', 'BASIC');
    expect(result).toEqual(expect.objectContaining({ code: 0 }));
    expect(result.stdout).toBe(`${email.toLowerCase()}: approval YES, plan BASIC\n`);
    expect((await stack.api.get('/api/me', cookie)).body).toEqual(
      expect.objectContaining({ approval: 'YES', isApproved: true, plan: 'BASIC' }),
    );
  });

  it('removes access, ending the sessions at once and emitting AccessChanged', async () => {
    const email = newEmail();
    const { cookie, body } = await stack.signUpAndConfirm(email);
    expect((await run(email, 'NO')).code).toBe(0);

    expect((await stack.api.get('/api/me', cookie)).status).toBe(401);
    const [event] = await stack.env.db.query(
      `SELECT data FROM outbox_events WHERE type = 'AccessChanged' AND data->>'user_id' = $1`,
      [body.userId],
    );
    expect(event.data).toEqual(
      expect.objectContaining({ approval: 'NO', email: email.toLowerCase() }),
    );
  });

  it('explains bad arguments and unknown accounts in one line', async () => {
    const usage = await run('someone@agency.test', 'MAYBE');
    expect(usage.code).toBe(1);
    expect(usage.stderr).toBe(
      'Usage: npm run user:access -- <email> <YES|TRIALING|NO> [BASIC|ADVANCED]\n',
    );
    const unknown = await run('nobody@agency.test', 'YES');
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toBe('No account for nobody@agency.test\n');
  });
});
