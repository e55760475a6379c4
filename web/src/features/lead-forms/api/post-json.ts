import { api } from '@/lib/api-client';

/** The lead forms' one shape of call: a JSON POST whose answer is the confirmation. */
export const postJson = <T>(path: string, body: unknown) =>
  api<T>(path, { method: 'POST', body: JSON.stringify(body) });
