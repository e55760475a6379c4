import { isQuietRequest } from './logging';

describe('isQuietRequest', () => {
  const beat = { method: 'POST', url: '/api/portal/3f2b/heartbeats' };

  it('skips health checks and successful heartbeats', () => {
    expect(isQuietRequest({ method: 'GET', url: '/api/health' }, { statusCode: 200 })).toBe(true);
    expect(isQuietRequest(beat, { statusCode: 200 })).toBe(true);
  });

  it('logs failed heartbeats and every other request', () => {
    expect(isQuietRequest(beat, { statusCode: 401 })).toBe(false);
    expect(isQuietRequest(beat, { statusCode: 200 }, new Error('x'))).toBe(false);
    expect(
      isQuietRequest({ method: 'GET', url: '/api/portal/3f2b/progress' }, { statusCode: 200 }),
    ).toBe(false);
    expect(
      isQuietRequest({ method: 'POST', url: '/api/portal/3f2b/completions' }, { statusCode: 200 }),
    ).toBe(false);
  });
});
