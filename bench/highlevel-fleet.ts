import { randomBytes } from 'node:crypto';
import type { HighLevelStandIn, RecordedRequest } from '../apps/demo-highlevel/src';

/** The stand-in's agency grown to `subAccounts` sub-accounts, each with `usersEach` users. */
export function growFleet(standIn: HighLevelStandIn, subAccounts: number, usersEach: number) {
  const { companyId } = standIn.demo;
  // Seeding is HighLevel's past: none of it reaches us as webhooks.
  const url = standIn.webhooks.url;
  standIn.webhooks.url = undefined;
  for (let n = standIn.state.locations(companyId).length; n < subAccounts; n += 1) {
    const location = standIn.state.addLocation(companyId, { name: `Bench Sub-account ${n}` });
    for (let u = 0; u < usersEach; u += 1) {
      standIn.state.addUser(companyId, {
        firstName: `User${u}`,
        lastName: `Sub${n}`,
        email: `user${u}.sub${n}.${randomBytes(2).toString('hex')}@bench.example`,
        type: 'account',
        role: 'user',
        locationIds: [location.id],
      });
    }
  }
  standIn.webhooks.url = url;
}

/**
 * The shortest time HighLevel's limits allow for `requests`: each rate-limited resource
 * (company or location) may take `burst` in each window of `intervalMs`, so the busiest one
 * sets the pace; its last window opens after all the full ones before it.
 */
export function ceilingSeconds(
  requests: RecordedRequest[],
  limits: { burst: number; intervalMs: number },
): { seconds: number; busiest: string; count: number } {
  const perResource = new Map<string, number>();
  for (const request of requests) {
    if (!request.resourceId) continue;
    perResource.set(request.resourceId, (perResource.get(request.resourceId) ?? 0) + 1);
  }
  let busiest = '';
  let count = 0;
  for (const [resource, n] of perResource) if (n > count) [busiest, count] = [resource, n];
  const windows = Math.floor(Math.max(0, count - 1) / limits.burst);
  return { seconds: (windows * limits.intervalMs) / 1000, busiest, count };
}

/** How many of `requests` went to each path template of `resourceId`, most first. */
export function pathsOf(requests: RecordedRequest[], resourceId: string): string {
  const counts = new Map<string, number>();
  for (const request of requests) {
    if (request.resourceId !== resourceId) continue;
    const path = `${request.method} ${request.path.replace(/[A-Za-z0-9]{20,}/g, ':id')}`;
    counts.set(path, (counts.get(path) ?? 0) + 1);
  }
  return [...counts]
    .sort((a, b) => b[1] - a[1])
    .map(([path, n]) => `${n} ${path}`)
    .join(', ');
}
