import { randomBytes, randomInt, randomUUID } from 'node:crypto';

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** HighLevel's ids are 20 alphanumeric characters (`ve9EPM428h8vShlRW1KT`). */
export function highLevelId(): string {
  let id = '';
  for (let i = 0; i < 20; i++) id += ALPHANUMERIC[randomInt(ALPHANUMERIC.length)];
  return id;
}

/** Workflow ids are UUIDs in the docs; so are our trace and webhook ids (their format is ours). */
export const uuid = (): string => randomUUID();

/** Opaque tokens and codes (the spec says `bearerFormat: JWT`; nothing may rely on that). */
export const opaqueToken = (): string => randomBytes(24).toString('hex');
