import { lookup } from 'node:dns/promises';
import { hostname } from 'node:os';
import { isPublicAddress } from '@retainly/domain';
import { waitFor } from '../support/wait-for';
import { agencyWithVersion, ENDPOINTS, useEndpointsStack } from './endpoint-helpers';

const PRIVATE = "This address is on a private network, which we can't send to.";

/** A name other than 'localhost' that this machine resolves only to loopback (/etc/hosts). */
async function loopbackName(): Promise<string> {
  for (const name of [hostname(), 'vm', 'runsc', 'ip6-localhost']) {
    const addresses = await lookup(name, { all: true }).catch(() => []);
    if (addresses.length > 0 && addresses.every(({ address }) => /^127\.|^::1$/.test(address))) {
      return name;
    }
  }
  throw new Error('No hostname here resolves to loopback; add one to this test');
}

describe('agency endpoint URLs and server-side request forgery', () => {
  const stack = useEndpointsStack({
    AGENCY_WEBHOOK_ALLOW_PRIVATE: 'false',
    WEBHOOK_RETRY_SCHEDULE: '50ms',
  });
  let agency: Awaited<ReturnType<typeof agencyWithVersion>>;
  let port: string;

  beforeAll(async () => {
    agency = await stack.agencyWithVersion();
    port = new URL(stack.receiver.url).port;
  });

  it('refuses private, loopback and link-local addresses when the endpoint is saved', async () => {
    const name = await loopbackName();
    const urls = [
      `http://127.0.0.1:${port}/hook`,
      'http://localhost/hook',
      'https://10.1.2.3/hook',
      'http://169.254.169.254/latest/meta-data/',
      'http://[::1]/hook',
      'http://[::ffff:127.0.0.1]/hook',
      'https://100.64.1.1/hook',
      `http://${name}:${port}/hook`,
    ];
    for (const url of urls) {
      const res = await stack.api.post(
        ENDPOINTS,
        { url, eventTypes: ['client.started'] },
        agency.cookie,
      );
      expect({ url, status: res.status, message: res.body.message }).toEqual({
        url,
        status: 400,
        message: PRIVATE,
      });
    }
    const credentials = await stack.api.post(
      ENDPOINTS,
      { url: 'https://user:secret@example.com/hook', eventTypes: ['client.started'] },
      agency.cookie,
    );
    expect(credentials.body.message).toBe(
      'Enter a full web address, like https://example.com/hook.',
    );
    expect((await stack.api.get(ENDPOINTS, agency.cookie)).body.endpoints).toEqual([]);
    expect(isPublicAddress('169.254.169.254')).toBe(false);
  });

  it('refuses a private address on edit too', async () => {
    // Saved while it was allowed (as a test receiver), then edited.
    const [{ id }] = await stack.env.db.query(
      `INSERT INTO agency_endpoints (user_id, url, event_types, secret)
       VALUES ($1, 'https://example.com/hook', '{client.started}', 'whsec_c2VjcmV0c2VjcmV0c2VjcmV0c2VjcmV0') RETURNING id`,
      [agency.userId],
    );
    const res = await stack.api.patch(
      `${ENDPOINTS}/${id}`,
      { url: 'http://10.0.0.8/hook' },
      agency.cookie,
    );
    expect(res).toMatchObject({ status: 400, body: { message: PRIVATE } });
    await stack.env.db.query(`DELETE FROM agency_endpoints WHERE id = $1`, [id]);
  });

  it('refuses at delivery a name that now resolves to loopback (DNS rebinding), sending nothing', async () => {
    const name = await loopbackName();
    // As if the name pointed at a public address when saved and was re-pointed since.
    const [{ id }] = await stack.env.db.query(
      `INSERT INTO agency_endpoints (user_id, url, event_types, secret)
       VALUES ($1, $2, '{client.started}', 'whsec_c2VjcmV0c2VjcmV0c2VjcmV0c2VjcmV0') RETURNING id`,
      [agency.userId, `http://${name}:${port}/hook`],
    );
    expect((await stack.api.post(`${ENDPOINTS}/${id}/test`, {}, agency.cookie)).status).toBe(202);
    const failed = await waitFor('the refused message', async () => {
      const { messages } = await stack.messagesOf(agency.cookie, id);
      return messages.find((message) => message.status === 'failed');
    });
    expect(failed.lastError).toBe('Not sent: the address resolves to a private network.');
    expect(stack.receiver.requests).toEqual([]);
  });

  it('refuses at delivery an IP literal that is private', async () => {
    const [{ id }] = await stack.env.db.query(
      `INSERT INTO agency_endpoints (user_id, url, event_types, secret)
       VALUES ($1, $2, '{client.started}', 'whsec_c2VjcmV0c2VjcmV0c2VjcmV0c2VjcmV0') RETURNING id`,
      [agency.userId, `http://127.0.0.1:${port}/hook`],
    );
    await stack.api.post(`${ENDPOINTS}/${id}/test`, {}, agency.cookie);
    const failed = await waitFor('the refused message', async () => {
      const { messages } = await stack.messagesOf(agency.cookie, id);
      return messages.find((message) => message.status === 'failed');
    });
    expect(failed).toMatchObject({ attempts: 1, lastError: `Not sent: ${PRIVATE}` });
    expect(stack.receiver.requests).toEqual([]);
  });

  it('still accepts a public https address', async () => {
    // An IP literal needs no DNS here (the machine has no network): a public one is accepted.
    const { endpoint } = await stack.createEndpoint(agency.cookie, 'https://93.184.215.14/hook');
    expect(endpoint.url).toBe('https://93.184.215.14/hook');
  });
});
