import type { Installations } from './installations';
import type { AppConfig } from './options';
import type { Store } from './store';
import type { AccessToken, Tokens } from './tokens';
import type { StandInReply, StandInRequest } from './http';
import type { Webhooks } from './webhooks';

/** What every route and test hook shares. */
export interface StandInContext {
  store: Store;
  tokens: Tokens;
  installations: Installations;
  webhooks: Webhooks;
  app: AppConfig;
  /** The server's own address (demo pages link to it). */
  url: () => string;
}

/**
 * Which token a route takes, from its `security` in the spec: `Agency-Access` (agency
 * token), `Location-Access`/`bearer` (sub-account token), either, or none.
 */
export type Access = 'none' | 'agency' | 'location' | 'agency-or-location';

export interface Route {
  method: string;
  /** HighLevel's path, with `:name` for path parameters. */
  path: string;
  access: Access;
  /** The `Version` values the spec's enum allows; undefined: the spec declares no header. */
  versions?: readonly string[];
  /** The scope the spec names for the route (checked when `checkScopes`). */
  scope?: string;
  /** Not rate limited: /oauth/token (no resource is known before the token). */
  unlimited?: boolean;
  /** Not HighLevel's API (the authorize page, demo and admin pages): no limits, no faults. */
  page?: boolean;
  handle: (
    request: StandInRequest,
    token: AccessToken | undefined,
  ) => StandInReply | Promise<StandInReply>;
}

export const V2021_07_28 = ['2021-07-28'] as const;
export const V2021_04_15 = ['2021-04-15'] as const;

/** A route of HighLevel's API that takes a token (checked by the dispatcher before `handle`). */
export function apiRoute(
  method: string,
  path: string,
  access: Exclude<Access, 'none'>,
  versions: readonly string[] | undefined,
  scope: string | undefined,
  handle: (request: StandInRequest, token: AccessToken) => StandInReply | Promise<StandInReply>,
): Route {
  return {
    method,
    path,
    access,
    versions,
    scope,
    handle: (request, token) => {
      if (!token) throw new Error(`${method} ${path} ran without a token`);
      return handle(request, token);
    },
  };
}
