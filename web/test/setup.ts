import { TextDecoder, TextEncoder } from 'node:util';

/**
 * Runs before every web spec file. jsdom lacks two things browsers have: TextEncoder, which
 * react-router reads at import, and CSS.escape, which user-event uses to walk a radio group
 * with the arrow keys (enough of it for the names of our inputs). It has no fetch either: each
 * test stubs it (fetch-stub.ts), and a test that forgot to gets a clear failure rather than a
 * hanging request.
 */
Object.assign(globalThis, { TextEncoder, TextDecoder });
if (!globalThis.CSS?.escape) {
  const escape = (value: string) => value.replace(/[^\w-]/g, (character) => `\\${character}`);
  Object.assign(globalThis, { CSS: { ...globalThis.CSS, escape } });
}

const noNetwork = () => Promise.reject(new Error('fetch is not stubbed in this test'));

beforeEach(() => {
  globalThis.fetch = jest.fn(noNetwork);
  localStorage.clear();
});
