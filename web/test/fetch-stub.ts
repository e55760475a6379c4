/** One request the component made, as the api would read it. */
export interface SentRequest {
  method: string;
  /** The path after /api, with its query string. */
  path: string;
  body: unknown;
  keepalive: boolean;
}

/** The api's answer to one request: a status and a JSON body (none for 204). */
export interface StubAnswer {
  status?: number;
  body?: unknown;
}

/** Answers a request, or returns a promise to hold it until the test settles it. */
export type StubRoute = (request: SentRequest) => StubAnswer | Promise<StubAnswer>;

/**
 * Replaces fetch for one test with `route`: the network of a component test. Every request is
 * recorded in `sent`; a request `route` leaves unanswered (undefined) fails the test loudly.
 */
export function stubFetch(route: StubRoute) {
  const sent: SentRequest[] = [];
  const fetch = jest.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input);
    const request: SentRequest = {
      method: init.method ?? 'GET',
      path: url.replace(/^\/api/, ''),
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
      keepalive: init.keepalive === true,
    };
    sent.push(request);
    const answer = await route(request);
    if (!answer) throw new Error(`No stubbed answer for ${request.method} ${url}`);
    const status = answer.status ?? 200;
    return {
      ok: status >= 200 && status < 300,
      status,
      statusText: String(status),
      json: async () => answer.body,
    } as Response;
  });
  globalThis.fetch = fetch;
  return { sent, fetch };
}

/** A promise and the functions that settle it: a request the test answers when it chooses. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}
