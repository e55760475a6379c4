import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PAGE_META, PAGE_ROUTES, pageRouteFor } from '@retainly/domain';

/** The `path` of every <Route> in the web app, in file order. */
function webAppRoutes(): string[] {
  const source = readFileSync(join(__dirname, '../../../../web/src/app/app.tsx'), 'utf8');
  return [...source.matchAll(/<Route\s+path="([^"]+)"/g)].map((match) => match[1]);
}

describe('the page routes the api knows', () => {
  it('are exactly the web app’s routes (its catch-all aside)', () => {
    const routes = webAppRoutes();
    expect(routes.at(-1)).toBe('*');
    expect(routes.slice(0, -1)).toEqual([...PAGE_ROUTES]);
  });

  it('include every page that has its own meta', () => {
    for (const path of Object.keys(PAGE_META)) expect(pageRouteFor(path)).toEqual({ kind: 'page' });
  });

  it.each([
    ['/pricing', { kind: 'page' }],
    ['/Pricing/?utm=1', { kind: 'page' }],
    ['/app', { kind: 'page' }],
    ['/app/branding', { kind: 'page' }],
    ['/admin/accounts/7', { kind: 'page' }],
    ['/Ab3dEf7hJk9m', { kind: 'portal', versionId: 'Ab3dEf7hJk9m' }],
    ['/unsubscribe?token=abc', { kind: 'page' }],
    ['/no/such/page', undefined],
    ['/pricing/old-plan', undefined],
    ['/application', undefined],
    ['/short', undefined],
    ['/Ab3dEf7hJk9m/more', undefined],
    ['/Ab3dEf7hJk9m/help', { kind: 'help', versionId: 'Ab3dEf7hJk9m' }],
    ['/Ab3dEf7hJk9m/help/', { kind: 'help', versionId: 'Ab3dEf7hJk9m' }],
  ])('%s is %j', (path, expected) => {
    expect(pageRouteFor(path)).toEqual(expected);
  });
});
