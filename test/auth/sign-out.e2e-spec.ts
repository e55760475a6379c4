import {
  newEmail,
  PASSWORD,
  startAccountsStack,
  type AccountsStack,
} from '../support/accounts-stack';

describe('sign-out of all devices', () => {
  let stack: AccountsStack;

  beforeAll(async () => {
    stack = await startAccountsStack();
  });

  afterAll(() => stack?.close());

  const me = (cookie?: string) => stack.api.get('/api/me', cookie);

  it("ends every session of the user, this one included, and no one else's", async () => {
    const email = newEmail();
    const { cookie: laptop } = await stack.signUpAndConfirm(email);
    const { cookie: phone } = await stack.api.post('/api/auth/login', {
      email,
      password: PASSWORD,
    });
    const { cookie: someoneElse } = await stack.signUpAndConfirm(newEmail());

    const res = await stack.api.post('/api/auth/logout-all', undefined, phone);
    expect(res.status).toBe(204);
    expect(res.setCookie).toMatch(/^retainly_session=;.*Expires=Thu, 01 Jan 1970/);
    expect((await me(laptop)).status).toBe(401);
    expect((await me(phone)).status).toBe(401);
    expect((await me(someoneElse)).status).toBe(200);
  });

  it.each(['logout', 'logout-all'])(
    "/api/auth/%s for an expected user leaves another user's session alone, and ends the user's own",
    async (route) => {
      // A's sign-out failed and is finished later, when B has signed in on the same browser.
      const { cookie: userA } = await stack.signUpAndConfirm(newEmail());
      const { cookie: userB } = await stack.signUpAndConfirm(newEmail());
      const userIdOf = async (cookie?: string) => (await me(cookie)).body.userId as string;
      const idA = await userIdOf(userA);

      const stale = await stack.api.post(
        `/api/auth/${route}?expectedUserId=${idA}`,
        undefined,
        userB,
      );
      expect(stale.status).toBe(204);
      expect(stale.setCookie).toBeUndefined(); // B's cookie stays
      expect((await me(userB)).status).toBe(200);

      const own = await stack.api.post(
        `/api/auth/${route}?expectedUserId=${idA}`,
        undefined,
        userA,
      );
      expect(own.status).toBe(204);
      expect(own.setCookie).toMatch(/^retainly_session=;/);
      expect((await me(userA)).status).toBe(401);
      expect((await me(userB)).status).toBe(200);
    },
  );

  it('refuses an expected user id that is not a uuid', async () => {
    const res = await stack.api.post('/api/auth/logout?expectedUserId=nope');
    expect(res.status).toBe(400);
  });

  it('answers 401 without a live session, and still clears the cookie', async () => {
    const res = await stack.api.post('/api/auth/logout-all', undefined, 'retainly_session=gone');
    expect(res.status).toBe(401);
    expect(res.setCookie).toMatch(/^retainly_session=;/);
  });
});
