import {
  TOOL_DATA_MAX_BYTES,
  TOOL_DATA_MAX_DEPTH,
  TOOL_DATA_MESSAGES,
  isToolName,
  serializeToolData,
} from './tool-data';

describe('tool data checks', () => {
  it('knows the three tools and nothing else', () => {
    expect(['streamline', 'branding', 'marketing'].every(isToolName)).toBe(true);
    for (const other of ['onboarding', 'Branding', '', null, 1])
      expect(isToolName(other)).toBe(false);
  });

  it('serializes a JSON object', () => {
    const data = { activeTab: 'offer', aiOfferData: { targeting: 'dentists', list: [1, 'two'] } };
    expect(serializeToolData(data)).toEqual({ json: JSON.stringify(data) });
  });

  it('refuses anything but an object', () => {
    for (const value of [null, undefined, [], [{}], 'text', 3, true]) {
      expect(serializeToolData(value)).toEqual({ problem: TOOL_DATA_MESSAGES.notObject });
    }
  });

  it('counts UTF-8 bytes against the limit', () => {
    const room = TOOL_DATA_MAX_BYTES - JSON.stringify({ t: '' }).length;
    expect(serializeToolData({ t: 'a'.repeat(room) }).json).toBeDefined();
    expect(serializeToolData({ t: 'a'.repeat(room + 1) }).problem).toBe(
      TOOL_DATA_MESSAGES.tooLarge,
    );
    // 'é' is 2 bytes: half as many fit.
    const accented = { t: 'é'.repeat(Math.floor(room / 2) + 1) };
    expect(serializeToolData(accented).problem).toBe(TOOL_DATA_MESSAGES.tooLarge);
    expect(serializeToolData({ t: 'é'.repeat(Math.floor(room / 2)) }).json).toBeDefined();
  });

  it('refuses nesting deeper than the limit', () => {
    const nest = (levels: number): unknown => (levels === 1 ? {} : { a: nest(levels - 1) });
    expect(serializeToolData(nest(TOOL_DATA_MAX_DEPTH)).json).toBeDefined();
    expect(serializeToolData(nest(TOOL_DATA_MAX_DEPTH + 1)).problem).toBe(
      TOOL_DATA_MESSAGES.tooDeep,
    );
    const arrays = { a: JSON.parse('['.repeat(5000) + ']'.repeat(5000)) as unknown };
    expect(serializeToolData(arrays).problem).toBe(TOOL_DATA_MESSAGES.tooDeep);
  });

  it('refuses the null character PostgreSQL cannot store, in values and keys', () => {
    expect(serializeToolData({ a: ['ok', 'b\0d'] }).problem).toBe(TOOL_DATA_MESSAGES.nullCharacter);
    expect(serializeToolData({ 'k\0': 1 }).problem).toBe(TOOL_DATA_MESSAGES.nullCharacter);
    // Half a surrogate pair: PostgreSQL's jsonb refuses it (a 500 before this check).
    expect(serializeToolData({ a: 'x\ud800' }).problem).toBe(TOOL_DATA_MESSAGES.brokenText);
    expect(serializeToolData({ '\udc00': 1 }).problem).toBe(TOOL_DATA_MESSAGES.brokenText);
    expect(serializeToolData({ a: 'emoji 😀 ok' }).problem).toBeUndefined();
    // A backslash followed by "u0000" is ordinary text.
    expect(serializeToolData({ a: '\\u0000' }).json).toBeDefined();
  });
});
