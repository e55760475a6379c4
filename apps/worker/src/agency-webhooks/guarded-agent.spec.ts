import type { LookupAddress } from 'node:dns';
import { REFUSED_ADDRESS } from '../signed-webhooks/webhook-sender';
import { guardedLookup, REFUSED_PRIVATE_MESSAGE } from './guarded-agent';

type Answer = { error: NodeJS.ErrnoException | null; address: string | LookupAddress[] };

const resolve = (allowPrivate: boolean, host: string, all: boolean) =>
  new Promise<Answer>((done) =>
    guardedLookup(allowPrivate)(host, { all }, (error, address) => done({ error, address })),
  );

describe('guardedLookup', () => {
  it('refuses a name that resolves to loopback, as sockets ask (one address or all)', async () => {
    for (const all of [false, true]) {
      const { error } = await resolve(false, 'localhost', all);
      expect(error).toMatchObject({ code: REFUSED_ADDRESS });
      // The agency reads this message: it must not map our network.
      expect(error?.message).toBe(REFUSED_PRIVATE_MESSAGE);
      expect(error?.message).not.toMatch(/127\.0\.0\.1|::1/);
    }
  });

  it('lets it through when private addresses are allowed, in the shape asked for', async () => {
    const one = await resolve(true, 'localhost', false);
    expect(one.error).toBeNull();
    expect(typeof one.address).toBe('string');
    const all = await resolve(true, 'localhost', true);
    expect(Array.isArray(all.address) && all.address.length).toBeGreaterThan(0);
  });

  it('passes a failed lookup on as it is', async () => {
    const { error } = await resolve(false, 'no-such-host.invalid', false);
    expect(error?.code).not.toBe(REFUSED_ADDRESS);
    expect(error?.code).toMatch(/^(ENOTFOUND|EAI_AGAIN)$/);
  });
});
