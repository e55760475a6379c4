import { createHmac } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';
import { receiverAgent, sendSignedWebhook, signatureHeaders } from './webhook-sender';

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

describe('sendSignedWebhook', () => {
  it('gives up on a receiver that drips its answer, after timeoutMs for the whole attempt', async () => {
    const timeoutMs = 300;
    // Headers at once, then a byte every 100 ms for 5 s: no phase of the request ever idles
    // for timeoutMs, so only a limit on the attempt as a whole ends it.
    const server = createServer((req, res) => {
      req.resume();
      res.writeHead(200, { 'content-type': 'text/plain' });
      const drip = setInterval(() => res.write('.'), 100);
      const stop = setTimeout(() => res.end(), 5_000);
      res.on('close', () => {
        clearInterval(drip);
        clearTimeout(stop);
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const agent = receiverAgent(timeoutMs);
    try {
      const result = await sendSignedWebhook({
        url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`,
        secret: `whsec_${Buffer.from('k'.repeat(32)).toString('base64')}`,
        messageId: 'msg_drip',
        body: '{}',
        timeoutMs,
        dispatcher: agent,
      });
      expect(result).toMatchObject({ statusCode: null, error: `timed out after ${timeoutMs} ms` });
      expect(result.durationMs).toBeLessThan(2_000);
    } finally {
      await agent.destroy();
      server.closeAllConnections();
      server.close();
    }
  });
});
