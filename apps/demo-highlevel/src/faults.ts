/** What the next matching requests get instead of an answer. */
export interface Fault {
  /** How many requests (default 1). */
  count?: number;
  /** 500 or 503 (or any status); ignored when `hang`. */
  status?: number;
  /** Never answer (until the stand-in closes): the client's timeout must fire. */
  hang?: boolean;
  /** Only requests whose path starts with this string, or matches this pattern. */
  path?: string | RegExp;
  method?: string;
}

interface Armed {
  remaining: number;
  fault: Fault;
}

/** Fault injection for HighLevel's API routes (not the OAuth page, demo pages or admin). */
export class Faults {
  private readonly armed: Armed[] = [];
  /** Requests that got a fault. */
  injected = 0;

  inject(fault: Fault): void {
    this.armed.push({ remaining: fault.count ?? 1, fault });
  }

  clear(): void {
    this.armed.length = 0;
  }

  /** The fault this request gets, if any (using one of its count). */
  take(method: string, path: string): Fault | undefined {
    const match = this.armed.find(({ fault }) => matches(fault, method, path));
    if (!match) return undefined;
    match.remaining--;
    if (match.remaining <= 0) this.armed.splice(this.armed.indexOf(match), 1);
    this.injected++;
    return match.fault;
  }
}

function matches(fault: Fault, method: string, path: string): boolean {
  if (fault.method && fault.method.toUpperCase() !== method) return false;
  if (fault.path === undefined) return true;
  return typeof fault.path === 'string' ? path.startsWith(fault.path) : fault.path.test(path);
}
