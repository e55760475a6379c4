/**
 * HighLevel's error bodies (common/common-schemas.json and the per-app specs). Where the docs
 * give no text, the message is ours; README.md lists which.
 */
export class HighLevelError extends Error {
  constructor(
    readonly status: number,
    readonly body: Record<string, unknown>,
  ) {
    super(typeof body.message === 'string' ? body.message : `HighLevel ${status}`);
  }
}

/** BadRequestDTO `{statusCode: 400, message}`. */
export const badRequest = (message: string) =>
  new HighLevelError(400, { statusCode: 400, message });

/** UnauthorizedDTO, the only 401 body the docs give (also for expired and revoked tokens). */
export const invalidToken = () =>
  new HighLevelError(401, {
    statusCode: 401,
    message: 'Invalid token: access token is invalid',
    error: 'Unauthorized',
  });

/** Invented: a token of the wrong kind or without the route's scope (the docs give no body). */
export const notAuthorizedForScope = () =>
  new HighLevelError(401, {
    statusCode: 401,
    message: 'The token is not authorized for this scope.',
    error: 'Unauthorized',
  });

/** InvalidLocationDTO (emails.json). */
export const noLocationAccess = () =>
  new HighLevelError(403, {
    statusCode: 403,
    message: 'The token does not have access to this location',
  });

/** ResourceNotFoundDTO `{statusCode: 404, message}` (saas-api.json); the messages are ours. */
export const notFound = (message: string) => new HighLevelError(404, { statusCode: 404, message });

/** UnprocessableDTO: `message` is a list, as class-validator writes it. */
export const unprocessable = (messages: string[]) =>
  new HighLevelError(422, { statusCode: 422, message: messages, error: 'Unprocessable Entity' });

/** Invented: no endpoint documents a 429 body. */
export const tooManyRequests = () =>
  new HighLevelError(429, { statusCode: 429, message: 'Too Many Requests' });

/** Invented: what a fault injection answers. */
export const injectedFault = (status: number) =>
  new HighLevelError(status, {
    statusCode: status,
    message: status === 503 ? 'Service Unavailable' : 'Internal Server Error',
  });

/** Invented, in NestJS's words (HighLevel's API is a NestJS service). */
export const noRoute = (method: string, path: string) =>
  new HighLevelError(404, {
    statusCode: 404,
    message: `Cannot ${method} ${path}`,
    error: 'Not Found',
  });
