import { waitFor } from '../support/wait-for';
import { clientStarted, useEndpointsStack } from './endpoint-helpers';

/**
 * One delivery at a time, held open by a slow receiver: another agency's events must still be
 * fanned out at once (their own queue), and the slow delivery gives up after the agency timeout.
 */
describe('agency fan-out isolated from slow deliveries', () => {
  const stack = useEndpointsStack({
    WEBHOOK_CONCURRENCY: '1',
    WEBHOOK_TIMEOUT_MS: '60000',
    AGENCY_WEBHOOK_TIMEOUT_MS: '4000',
    WEBHOOK_RETRY_SCHEDULE: '1h',
  });

  const attemptOutcomes = async (endpointId: string): Promise<string[]> => {
    const rows: { outcome: string }[] = await stack.env.db.query(
      `SELECT a.outcome FROM agency_webhook_attempts a
         JOIN agency_webhook_messages m ON m.id = a.message_id
        WHERE m.endpoint_id = $1 ORDER BY a.attempt`,
      [endpointId],
    );
    return rows.map((row) => row.outcome);
  };

  it("fans out another agency's event while a slow delivery holds the only slot", async () => {
    const slow = await stack.agencyWithVersion('Slow Agency');
    const quick = await stack.agencyWithVersion('Quick Agency');
    const slowEndpoint = (
      await stack.createEndpoint(slow.cookie, stack.receiver.url, ['client.started'])
    ).endpoint;
    const quickEndpoint = (
      await stack.createEndpoint(quick.cookie, stack.receiver.url, ['client.started'])
    ).endpoint;
    stack.receiver.respondWith('hang');

    await clientStarted(stack, slow);
    await waitFor(
      'the slow delivery to reach the receiver',
      () => stack.receiver.requests.length === 1,
    );

    const eventId = await clientStarted(stack, quick);
    await waitFor(`the fan-out of ${eventId}`, async () => {
      const rows: unknown[] = await stack.env.db.query(
        `SELECT 1 FROM event_consumptions WHERE event_id = $1 AND consumer = 'agency-fan-out'`,
        [eventId],
      );
      return rows.length > 0;
    });
    // Fanned out while the slow delivery was still open: it did not wait behind it.
    expect(await attemptOutcomes(slowEndpoint.id)).toEqual(['in_flight']);
    expect((await stack.messagesOf(quick.cookie, quickEndpoint.id)).total).toBe(1);

    // The slow one gives up after AGENCY_WEBHOOK_TIMEOUT_MS, not WEBHOOK_TIMEOUT_MS (60 s).
    const failed = await waitFor('the slow attempt to time out', async () => {
      const { messages } = await stack.messagesOf(slow.cookie, slowEndpoint.id);
      return messages.find((message) => message.lastError !== null);
    });
    expect(failed.lastError).toMatch(/timed out after 4000 ms|HEADERS_TIMEOUT/);
    // Then the quick agency's delivery goes out.
    await waitFor('the quick delivery', async () => {
      const { messages } = await stack.messagesOf(quick.cookie, quickEndpoint.id);
      return messages.find((message) => message.status === 'succeeded');
    });
  });
});
