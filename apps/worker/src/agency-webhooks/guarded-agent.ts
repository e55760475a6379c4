import { lookup, type LookupAddress, type LookupAllOptions, type LookupOptions } from 'node:dns';
import { Logger } from '@nestjs/common';
import { Agent } from 'undici';
import { isPublicAddress } from '@retainly/domain';
import { REFUSED_ADDRESS } from '../signed-webhooks/webhook-sender';

type LookupCallback = (
  error: NodeJS.ErrnoException | null,
  address: string | LookupAddress[],
  family?: number,
) => void;

/**
 * A dns.lookup for sockets that resolves every address of the host and refuses the connection
 * if any is private, loopback, link-local and so on. It runs at connect time, so a name that
 * resolved to a public address when the agency saved it cannot be re-pointed at our network
 * later (DNS rebinding). IP literals never reach a lookup: the caller checks those itself.
 */
/** What the agency reads in its delivery log: never the address, which maps our network. */
export const REFUSED_PRIVATE_MESSAGE = 'Not sent: the address resolves to a private network.';

const logger = new Logger('GuardedAgent');

export function guardedLookup(allowPrivate: boolean) {
  return (hostname: string, options: LookupOptions, callback: LookupCallback): void => {
    const all: LookupAllOptions = { ...options, all: true };
    lookup(hostname, all, (error, addresses) => {
      if (error) return callback(error, []);
      const refused = addresses.find(({ address }) => !isPublicAddress(address));
      if (!allowPrivate && refused) {
        // The address goes to our logs only; the agency sees the generic message.
        logger.warn(`Refused delivery to ${hostname}: resolves to ${refused.address}`);
        const denial = Object.assign(new Error(REFUSED_PRIVATE_MESSAGE), {
          code: REFUSED_ADDRESS,
        });
        return callback(denial, []);
      }
      if (options.all) return callback(null, addresses);
      const [first] = addresses;
      if (!first)
        return callback(
          Object.assign(new Error(`${hostname}: no address`), { code: 'ENOTFOUND' }),
          [],
        );
      callback(null, first.address, first.family);
    });
  };
}

/** The dispatcher every agency delivery goes through; one per worker, connections pooled. */
export function guardedAgent(allowPrivate: boolean, timeoutMs: number): Agent {
  return new Agent({
    connect: { lookup: guardedLookup(allowPrivate), timeout: timeoutMs },
    headersTimeout: timeoutMs,
    bodyTimeout: timeoutMs,
    // Every delivery is one small POST: no need to keep sockets to thousands of hosts.
    keepAliveTimeout: 4_000,
  });
}
