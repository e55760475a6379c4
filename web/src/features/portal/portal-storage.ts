import type { LoginWith } from '@retainly/domain';

/**
 * What the portal remembers on this device: who signed in, so a return visit resumes without
 * asking. Progress and resume positions live on the server (any device), never here. Storage
 * can be blocked (private modes, policies): the portal then simply forgets, so every access is
 * guarded.
 */
export interface StoredIdentity {
  loginWith: LoginWith;
  value: string;
}

const identityKey = (versionId: string) => `portal-identity:${versionId}`;

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string | null) {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    // Blocked or full: resuming is a convenience, never a requirement.
  }
}

/** The identity saved for this link, if it still matches what the agency tracks. */
export function loadIdentity(versionId: string, loginWith: LoginWith): StoredIdentity | null {
  try {
    const saved = JSON.parse(read(identityKey(versionId)) ?? 'null') as StoredIdentity | null;
    return saved?.loginWith === loginWith && typeof saved.value === 'string' && saved.value
      ? saved
      : null;
  } catch {
    return null;
  }
}

export function saveIdentity(versionId: string, identity: StoredIdentity) {
  write(identityKey(versionId), JSON.stringify(identity));
}

/** Forgets the client on this device: the next person starts fresh. */
export function forgetClient(versionId: string) {
  write(identityKey(versionId), null);
}
