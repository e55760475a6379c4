import { jsonNestedDeeperThan } from './json-depth';

describe('jsonNestedDeeperThan', () => {
  it('counts object and array nesting', () => {
    expect(jsonNestedDeeperThan('{"a":[1,{"b":2}]}', 3)).toBe(false);
    expect(jsonNestedDeeperThan('{"a":[1,{"b":[2]}]}', 3)).toBe(true);
    expect(jsonNestedDeeperThan('['.repeat(30_000) + ']'.repeat(30_000), 32)).toBe(true);
  });

  it('ignores brackets inside strings, escaped quotes included', () => {
    expect(jsonNestedDeeperThan(JSON.stringify({ a: '[[[[{{{{' }), 2)).toBe(false);
    expect(jsonNestedDeeperThan(JSON.stringify({ a: 'say \\"[[[[\\"' }), 2)).toBe(false);
  });
});
