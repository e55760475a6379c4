import { CANCELLATION_MESSAGES, type SessionContext } from '@retainly/domain';
import { startAccountsStack, type AccountsStack } from '../support/accounts-stack';
import { PASSWORD } from '../support/accounts-stack';
import { CANCELED_ACCESS, cancellationRows } from '../support/cancellation';

describe('settings and cancellation', () => {
  let stack: AccountsStack;

  beforeAll(async () => {
    stack = await startAccountsStack();
  });

  afterAll(() => stack?.close());

  async function paidUser() {
    return stack.signedUpWith({
      approval: 'YES',
      agency_id: 'ag-1',
      agency_id_basic: 'b-1',
      agency_id_advanced: 'a-1',
      agency_id_elite: 'e-1',
    });
  }

  it('saves the name and agency name; the e-mail cannot be changed', async () => {
    const { cookie, email } = await paidUser();
    const res = await stack.api.patch(
      '/api/account/profile',
      { fullName: '  Ada Lovelace ', agencyName: 'Analytical Agency' },
      cookie,
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      fullName: 'Ada Lovelace',
      agencyName: 'Analytical Agency',
      email,
    });
    const me = (await stack.api.get('/api/me', cookie)).body as unknown as SessionContext;
    expect(me).toMatchObject({ fullName: 'Ada Lovelace', agencyName: 'Analytical Agency' });

    const sneaky = await stack.api.patch(
      '/api/account/profile',
      { fullName: 'Ada', agencyName: 'X', email: 'other@agency.test' },
      cookie,
    );
    expect(sneaky.status).toBe(400);
    expect(((await stack.api.get('/api/me', cookie)).body as unknown as SessionContext).email).toBe(
      email,
    );
    expect(
      (
        await stack.api.patch(
          '/api/account/profile',
          { fullName: 'x'.repeat(121), agencyName: '' },
          cookie,
        )
      ).status,
    ).toBe(400);
  });

  it.each([
    [{ hadOnboardingCall: true, confirmed: true }, CANCELLATION_MESSAGES.reason.description],
    [
      { reason: 'Bored', hadOnboardingCall: true, confirmed: true },
      CANCELLATION_MESSAGES.reason.description,
    ],
    [
      { reason: 'Too expensive', confirmed: true },
      CANCELLATION_MESSAGES.onboardingCall.description,
    ],
    [
      { reason: 'Too expensive', hadOnboardingCall: false },
      CANCELLATION_MESSAGES.confirm.description,
    ],
    [
      { reason: 'Too expensive', hadOnboardingCall: false, confirmed: false },
      CANCELLATION_MESSAGES.confirm.description,
    ],
  ])('refuses an incomplete cancellation %j and changes nothing', async (answers, message) => {
    const { cookie, userId } = await paidUser();
    const res = await stack.api.post('/api/account/cancel', answers, cookie);
    expect(res.status).toBe(400);
    expect([res.body.message].flat()).toContain(message);
    const [row] = await stack.env.db.query(`SELECT approval FROM retainly_users WHERE id = $1`, [
      userId,
    ]);
    expect(row.approval).toBe('YES');
    expect((await stack.api.get('/api/me', cookie)).status).toBe(200);
  });

  it('cancels in one go: approval NO, agency ids cleared, survey kept, event, every session ended', async () => {
    const { cookie, email, userId } = await paidUser();
    const otherDevice = await stack.api.post('/api/auth/login', { email, password: PASSWORD });
    expect(otherDevice.status).toBe(200);

    const res = await stack.api.post(
      '/api/account/cancel',
      { reason: 'Switching to a different product', hadOnboardingCall: false, confirmed: true },
      cookie,
    );
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Account Canceled');
    expect(res.setCookie).toMatch(/retainly_session=;/);

    expect(await cancellationRows(stack.env.db, userId)).toEqual({
      access: CANCELED_ACCESS,
      surveys: [{ reason: 'Switching to a different product', had_onboarding_call: false }],
      events: [{ data: { user_id: userId, email, reason: 'Switching to a different product' } }],
    });
    expect((await stack.api.get('/api/me', cookie)).status).toBe(401);
    expect((await stack.api.get('/api/me', otherDevice.cookie)).status).toBe(401);
  });
});
