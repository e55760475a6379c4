import { customModuleKey, placeCustomModule, type OrderedModule } from './module-order';

const catalogue = (count: number): OrderedModule[] =>
  Array.from({ length: count }, (_, position) => ({ key: `setup/m${position}`, position }));

describe('placeCustomModule', () => {
  const mine = customModuleKey('a');

  it('puts a module at the top, one below the first', () => {
    expect(placeCustomModule(catalogue(3), mine, null)).toEqual(new Map([[mine, -1]]));
  });

  it('puts a module halfway between its new neighbours', () => {
    expect(placeCustomModule(catalogue(3), mine, 'setup/m1')).toEqual(new Map([[mine, 1.5]]));
  });

  it('puts a module after the last one above it', () => {
    expect(placeCustomModule(catalogue(3), mine, 'setup/m2')).toEqual(new Map([[mine, 3]]));
  });

  it('places the first module of an empty version at 0', () => {
    expect(placeCustomModule([], mine, null)).toEqual(new Map([[mine, 0]]));
  });

  it('moves a module already there, leaving its old place out of the count', () => {
    const order = [...catalogue(3), { key: mine, position: 1.5 }];
    expect(placeCustomModule(order, mine, 'setup/m0')).toEqual(new Map([[mine, 0.5]]));
    expect(placeCustomModule(order, mine, 'setup/m1')).toEqual(new Map([[mine, 1.5]]));
    expect(placeCustomModule(order, mine, mine)).toBeNull();
  });

  it('goes after another custom module, in any order given', () => {
    const other = customModuleKey('b');
    const order = [{ key: other, position: 0.5 }, ...catalogue(2)].reverse();
    expect(placeCustomModule(order, mine, other)).toEqual(new Map([[mine, 0.75]]));
  });

  it('refuses a module that is not in the version', () => {
    expect(placeCustomModule(catalogue(2), mine, 'setup/nope')).toBeNull();
  });

  it('spreads the custom modules of a gap again when halving leaves no room', () => {
    const order: OrderedModule[] = [...catalogue(2)];
    let after = 'setup/m0';
    // Each new module goes right after m0: the gap above it halves every time.
    for (let index = 0; index < 80; index += 1) {
      const key = customModuleKey(`n${index}`);
      const placed = placeCustomModule(order, key, after)!;
      for (const [changed, position] of placed) {
        const existing = order.find((module) => module.key === changed);
        if (existing) existing.position = position;
        else order.push({ key: changed, position });
      }
      after = 'setup/m0';
    }
    const sorted = [...order].sort((a, b) => a.position - b.position);
    expect(sorted[0]!.key).toBe('setup/m0');
    expect(sorted.at(-1)!.key).toBe('setup/m1');
    expect(new Set(order.map((module) => module.position)).size).toBe(order.length);
    // The newest is right after m0, the first one placed right before m1.
    expect(sorted[1]!.key).toBe(customModuleKey('n79'));
    expect(sorted.at(-2)!.key).toBe(customModuleKey('n0'));
    expect(sorted.every((module) => module.position >= 0 && module.position <= 1)).toBe(true);
  });

  it('spreads within the custom run only, never moving a catalogue module', () => {
    const low = customModuleKey('low');
    const order = [
      { key: 'setup/m0', position: 0 },
      { key: low, position: 0.5 },
      { key: customModuleKey('high'), position: 0.5 + Number.EPSILON / 2 },
      { key: 'setup/m1', position: 1 },
    ];
    const placed = placeCustomModule(order, mine, low)!;
    expect([...placed.keys()]).toEqual([low, mine, customModuleKey('high')]);
    expect([...placed.values()]).toEqual([0.25, 0.5, 0.75]);
  });
});
