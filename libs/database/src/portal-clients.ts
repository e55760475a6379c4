import type { EntityManager } from 'typeorm';
import type { PortalLanguage } from '@retainly/domain';

/** The client as a signed-in portal session greets them. */
export interface SignedInClient {
  id: string;
  name: string | null;
  email: string | null;
  language: PortalLanguage | null;
}

export interface ClientSignIn {
  versionId: string;
  name: string | null;
  email: string | null;
  /** The address (EMAIL login) or the lower-cased name (NAME login): one client per identity. */
  identity: string;
  timeZone: string | null;
  /** Null when the client has not chosen one, so they keep following the version's. */
  language: PortalLanguage | null;
}

/**
 * The client of this identity, created the first time (a sign-in, or HighLevel provisioning a
 * sub-account's user); later ones refresh it. The api's portal sign-ins and the worker's
 * provisioning both write clients through this one statement.
 */
export async function upsertPortalClient(
  manager: EntityManager,
  client: ClientSignIn,
): Promise<SignedInClient> {
  const [row]: SignedInClient[] = await manager.query(
    `INSERT INTO portal_clients (version_id, name, email, identity, time_zone, language)
     VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (version_id, identity) DO UPDATE SET last_login_at = now(),
       name = coalesce(excluded.name, portal_clients.name),
       email = coalesce(excluded.email, portal_clients.email),
       time_zone = coalesce(excluded.time_zone, portal_clients.time_zone),
       language = coalesce(excluded.language, portal_clients.language)
     RETURNING id, name, email, language`,
    [
      client.versionId,
      client.name,
      client.email,
      client.identity,
      client.timeZone,
      client.language,
    ],
  );
  return row;
}
