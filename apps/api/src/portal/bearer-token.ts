/** The token of an `Authorization: Bearer …` header (a portal client's), or undefined. */
export const bearerToken = (authorization: string | undefined): string | undefined =>
  authorization?.startsWith('Bearer ') ? authorization.slice(7) : undefined;
