import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  DAY_MS,
  MAX_SPINS,
  SPIN_MESSAGES,
  type SpinResult,
  type SpinState,
  type TrialOfferState,
  WHEEL_SEGMENTS,
} from '@retainly/domain';
import { newEmail, startAccountsStack, type AccountsStack } from '../support/accounts-stack';
import { WHEEL_CODES } from '../../apps/api/src/trial-offers/wheel-codes';
import { zoneAtNoon } from '../support/zone-at-noon';
import { updateUser } from '../support/factories';

describe('trial offers and the discount wheel (server-decided)', () => {
  let stack: AccountsStack;

  const SIX_MONTHS = {
    'upgrade-six-months-monthly': 'https://pay.example/six-monthly',
    'upgrade-six-months-yearly': 'https://pay.example/six-yearly',
  };

  beforeAll(async () => {
    const siteFile = join(tmpdir(), `retainly-offers-${process.pid}.json`);
    writeFileSync(siteFile, JSON.stringify({ paymentLinks: SIX_MONTHS }));
    stack = await startAccountsStack({ SITE_CONFIG_FILE: siteFile });
  });

  afterAll(() => stack?.close());

  /** A confirmed trial user on `trialDay` (1-7) of the trial, with their cookie. */
  async function trialUserOnDay(trialDay: number, timeZone = zoneAtNoon()) {
    const startedAt = new Date(Date.now() - (trialDay - 1) * DAY_MS - 60_000);
    const { cookie, userId } = await stack.signedUpWith({
      approval: 'TRIALING',
      trial_started_at: startedAt,
      trial_ends_at: new Date(startedAt.getTime() + 7 * DAY_MS),
      time_zone: timeZone,
    });
    return { cookie, userId };
  }

  const offer = async (cookie: string) =>
    (await stack.api.get('/api/trial/offer', cookie)).body as unknown as TrialOfferState;

  it.each([
    [1, null],
    [3, null],
    [4, 'six-months-free'],
    [5, 'six-months-free'],
    [6, 'spin-to-win'],
    [7, 'spin-to-win'],
  ])('trial day %i offers %s', async (day, type) => {
    const { cookie } = await trialUserOnDay(day);
    const state = await offer(cookie);
    expect(state.trialDay).toBe(day);
    expect(state.offer?.type ?? null).toBe(type);
    if (state.offer) {
      expect(new Date(state.offer.expiresAt).getTime()).toBeGreaterThan(Date.now());
      expect(state.offer.urgent).toBe(day >= 6);
    }
  });

  it('hands out the six-months checkout links only inside the live offer', async () => {
    const config = (await stack.api.get('/api/site-config')).body as {
      paymentLinks: Record<string, string | null>;
    };
    expect(config.paymentLinks['upgrade-six-months-yearly']).toBeNull();
    expect(config.paymentLinks['upgrade-six-months-monthly']).toBeNull();
    const day4 = await offer((await trialUserOnDay(4)).cookie);
    expect(day4.offer?.paymentLinks).toEqual({
      monthly: SIX_MONTHS['upgrade-six-months-monthly'],
      yearly: SIX_MONTHS['upgrade-six-months-yearly'],
    });
    expect((await offer((await trialUserOnDay(6)).cookie)).offer?.paymentLinks).toBeUndefined();
  });

  it('offers nothing to a paid account', async () => {
    const email = newEmail();
    const { cookie } = await stack.signUpAndConfirm(email);
    await updateUser(stack.env.db, { email }, { approval: 'YES' });
    expect((await offer(cookie!)).offer).toBeNull();
  });

  it('refuses to spin outside the spin-to-win window', async () => {
    const { cookie } = await trialUserOnDay(4);
    const res = await stack.api.post('/api/trial/spins', {}, cookie);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(SPIN_MESSAGES.notOpen);
    expect((await stack.api.get('/api/trial/spins', cookie)).body).toMatchObject({
      spinsUsed: 0,
      spinsLeft: MAX_SPINS,
      lastPrize: null,
    });
  });

  it('spins at most three times, each prize one of the six segments, stored and claimable', async () => {
    const { cookie, userId } = await trialUserOnDay(6);
    const prizes: SpinResult[] = [];
    for (let i = 0; i < MAX_SPINS; i += 1) {
      const res = await stack.api.post('/api/trial/spins', {}, cookie);
      expect(res.status).toBe(201);
      const prize = res.body as unknown as SpinResult & { spinsLeft: number };
      expect(WHEEL_CODES[prize.segmentIndex]).toBe(prize.code);
      expect(WHEEL_SEGMENTS[prize.segmentIndex].percent).toBe(prize.percent);
      expect(prize.spinsLeft).toBe(MAX_SPINS - i - 1);
      prizes.push(prize);
    }
    const fourth = await stack.api.post('/api/trial/spins', {}, cookie);
    expect(fourth.status).toBe(409);
    expect(fourth.body.message).toBe("You've used all your spins! Check your previous discount.");

    const state = (await stack.api.get('/api/trial/spins', cookie)).body as unknown as SpinState;
    expect(state).toMatchObject({ spinsUsed: 3, spinsLeft: 0 });
    expect(state.lastPrize?.id).toBe(prizes[2].id);

    const claimed = await stack.api.post(`/api/trial/spins/${prizes[2].id}/claim`, {}, cookie);
    expect(claimed.status).toBe(200);
    expect(claimed.body).toMatchObject({ id: prizes[2].id, claimed: true });
    const rows = await stack.env.db.query(
      `SELECT code, claimed_at IS NOT NULL AS claimed FROM wheel_spins WHERE user_id = $1
       ORDER BY created_at`,
      [userId],
    );
    expect(rows.map((r: { code: string }) => r.code)).toEqual(prizes.map((p) => p.code));
    expect(rows.map((r: { claimed: boolean }) => r.claimed)).toEqual([false, false, true]);
  });

  it('holds the limit under 10 concurrent spins', async () => {
    const { cookie, userId } = await trialUserOnDay(7);
    const statuses = await Promise.all(
      Array.from(
        { length: 10 },
        async () => (await stack.api.post('/api/trial/spins', {}, cookie)).status,
      ),
    );
    expect(statuses.filter((s) => s === 201)).toHaveLength(MAX_SPINS);
    expect(statuses.filter((s) => s === 409)).toHaveLength(10 - MAX_SPINS);
    const [{ n }] = await stack.env.db.query(
      `SELECT count(*)::int AS n FROM wheel_spins WHERE user_id = $1`,
      [userId],
    );
    expect(n).toBe(MAX_SPINS);
  });

  it('lets a user claim one prize only: a second claim and later spins are refused', async () => {
    const { cookie, userId } = await trialUserOnDay(6);
    const spin = async () =>
      (await stack.api.post('/api/trial/spins', {}, cookie)).body as unknown as SpinResult;
    const [first, second] = [await spin(), await spin()];
    const claim = (id: string) => stack.api.post(`/api/trial/spins/${id}/claim`, {}, cookie);

    expect((await claim(second.id)).status).toBe(200);
    const again = await claim(second.id); // the same prize again: unchanged, not an error
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ id: second.id, claimed: true });
    const other = await claim(first.id);
    expect(other.status).toBe(409);
    expect(other.body.message).toBe(SPIN_MESSAGES.alreadyClaimed);
    const third = await stack.api.post('/api/trial/spins', {}, cookie);
    expect(third.status).toBe(409);
    expect(third.body.message).toBe(SPIN_MESSAGES.alreadyClaimed);

    const state = (await stack.api.get('/api/trial/spins', cookie)).body as unknown as SpinState;
    expect(state).toMatchObject({ spinsUsed: 2, spinsLeft: 1 });
    expect(state.claimedPrize).toMatchObject({ id: second.id, code: second.code, claimed: true });
    const claimed = await stack.env.db.query(
      `SELECT id FROM wheel_spins WHERE user_id = $1 AND claimed_at IS NOT NULL`,
      [userId],
    );
    expect(claimed).toEqual([{ id: second.id }]);
  });

  it('holds one claim when two prizes are claimed at once', async () => {
    const { cookie, userId } = await trialUserOnDay(7);
    const prizes: SpinResult[] = [];
    for (let i = 0; i < MAX_SPINS; i += 1) {
      const res = await stack.api.post('/api/trial/spins', {}, cookie);
      prizes.push(res.body as unknown as SpinResult);
    }
    const statuses = await Promise.all(
      prizes.map(
        async (prize) =>
          (await stack.api.post(`/api/trial/spins/${prize.id}/claim`, {}, cookie)).status,
      ),
    );
    expect(statuses.sort()).toEqual([200, 409, 409]);
    const [{ n }] = await stack.env.db.query(
      `SELECT count(*)::int AS n FROM wheel_spins WHERE user_id = $1 AND claimed_at IS NOT NULL`,
      [userId],
    );
    expect(n).toBe(1);
  });

  it("never claims another user's prize", async () => {
    const owner = await trialUserOnDay(6);
    const other = await trialUserOnDay(6);
    const prize = (await stack.api.post('/api/trial/spins', {}, owner.cookie))
      .body as unknown as SpinResult;
    const res = await stack.api.post(`/api/trial/spins/${prize.id}/claim`, {}, other.cookie);
    expect(res.status).toBe(404);
    const [{ claimed_at }] = await stack.env.db.query(
      `SELECT claimed_at FROM wheel_spins WHERE id = $1`,
      [prize.id],
    );
    expect(claimed_at).toBeNull();
  });
});
