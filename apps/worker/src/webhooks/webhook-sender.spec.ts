import { createHmac } from 'node:crypto';
import { Webhook } from 'standardwebhooks';
import { signatureHeaders } from './webhook-sender';

const SECRET = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';

describe('signatureHeaders', () => {
  const now = new Date('2026-11-21T12:00:00Z');
  const body = '{"type":"UserSignedUp","timestamp":"2026-11-21T12:00:00.000Z","data":{}}';

  it('signs id.timestamp.body with HMAC-SHA256 of the decoded whsec_ key', () => {
    const headers = signatureHeaders(SECRET, 'evt_1', body, now);
    const key = Buffer.from(SECRET.slice('whsec_'.length), 'base64');
    const expected = createHmac('sha256', key).update(`evt_1.1795262400.${body}`).digest('base64');
    expect(headers).toEqual({
      'webhook-id': 'evt_1',
      'webhook-timestamp': '1795262400',
      'webhook-signature': `v1,${expected}`,
    });
  });

  it('is accepted by a Standard Webhooks verifier', () => {
    const headers = signatureHeaders(SECRET, 'evt_2', body, new Date());
    expect(new Webhook(SECRET).verify(body, headers)).toEqual(JSON.parse(body));
  });
});
