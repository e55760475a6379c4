import {
  applyPlacement,
  displayCategoryTitle,
  endOfCategory,
  groupByDisplayCategory,
  moduleKey,
  placementChoices,
  placementInVersion,
  placementWithinCategory,
  stepPlacement,
  type ListedModule,
} from './version-module-order';

const catalogue = (displayCategory: string, moduleId: string) => ({
  categoryId: displayCategory,
  moduleId,
  displayCategory,
  title: moduleId,
});
const custom = (displayCategory: string, moduleId: string) => ({
  categoryId: 'custom',
  moduleId,
  displayCategory,
  title: moduleId,
});
const keys = (modules: readonly ListedModule[]) => modules.map(moduleKey);

// A version's list as the api orders it: two catalogue categories, one custom module in the
// first, and a category of the agency's own between them.
const A = 'foundational-setup';
const B = 'marketing-lead-generation';
const list = [
  catalogue(A, 'a1'),
  custom(A, 'x'),
  catalogue(A, 'a2'),
  custom('own:Welcome', 'w1'),
  custom('own:Welcome', 'w2'),
  catalogue(B, 'b1'),
  catalogue(B, 'b2'),
];

describe('a version module order', () => {
  it('names categories: the catalogue title, or the agency title after own:', () => {
    expect(displayCategoryTitle(A)).toBe('Foundational Setup');
    expect(displayCategoryTitle('own:Our tools: part 1')).toBe('Our tools: part 1');
    expect(displayCategoryTitle('gone')).toBe('gone');
  });

  it('groups by display category in the order of each first module', () => {
    const interleaved = [
      catalogue(A, 'a1'),
      custom(B, 'y'),
      catalogue(A, 'a2'),
      catalogue(B, 'b1'),
    ];
    expect(
      groupByDisplayCategory(interleaved).map((g) => [g.displayCategory, keys(g.modules)]),
    ).toEqual([
      [A, [`${A}/a1`, `${A}/a2`]],
      [B, ['custom/y', `${B}/b1`]],
    ]);
    expect(groupByDisplayCategory([])).toEqual([]);
  });

  it('moves one step within the category, and not past its edges', () => {
    expect(stepPlacement(list, 'custom/x', 'up')).toEqual({ after: null });
    expect(stepPlacement(list, 'custom/x', 'down')).toEqual({ after: `${A}/a2` });
    expect(stepPlacement(list, 'custom/w2', 'up')).toEqual({ after: `${A}/a2` });
    expect(stepPlacement(list, 'custom/w1', 'down')).toEqual({ after: 'custom/w2' });
    expect(stepPlacement(list, 'custom/w1', 'up')).toBeNull();
    expect(stepPlacement(list, 'custom/w2', 'down')).toBeNull();
    expect(stepPlacement(list, 'custom/missing', 'up')).toBeNull();
  });

  it('places a dragged module at an index of its category, clamped', () => {
    const b = [...list, custom(B, 'z')];
    expect(placementWithinCategory(b, 'custom/z', 0)).toEqual({ after: 'custom/w2' });
    expect(placementWithinCategory(b, 'custom/z', 1)).toEqual({ after: `${B}/b1` });
    expect(placementWithinCategory(b, 'custom/z', 2)).toBeNull();
    expect(placementWithinCategory(b, 'custom/z', -5)).toEqual({ after: 'custom/w2' });
    expect(placementWithinCategory(list, 'custom/x', 99)).toEqual({ after: `${A}/a2` });
  });

  it('skips the moving module when naming the one before, in interleaved lists too', () => {
    const interleaved = [catalogue(A, 'a1'), custom(B, 'y'), catalogue(B, 'b1'), custom(B, 'z')];
    expect(placementWithinCategory(interleaved, 'custom/z', 0)).toEqual({ after: `${A}/a1` });
    expect(placementWithinCategory(interleaved, 'custom/y', 1)).toEqual({ after: `${B}/b1` });
  });

  it('applies a placement to the list as the api will order it', () => {
    const down = applyPlacement(list, 'custom/x', `${A}/a2`);
    expect(keys(down).slice(0, 3)).toEqual([`${A}/a1`, `${A}/a2`, 'custom/x']);
    expect(keys(applyPlacement(list, 'custom/x', null))[0]).toBe('custom/x');
    expect(applyPlacement(list, 'custom/x', 'nowhere/else')).toEqual(list);
    expect(applyPlacement(list, 'custom/none', null)).toEqual(list);
    for (const key of keys(list)) {
      const placement = stepPlacement(list, key, 'down');
      if (!placement) continue;
      const moved = applyPlacement(list, key, placement.after);
      const group = moved.filter(
        (m) => m.displayCategory === list.find((l) => moduleKey(l) === key)!.displayCategory,
      );
      const before = list.filter((m) => m.displayCategory === group[0].displayCategory);
      expect(keys(group).indexOf(key)).toBe(keys(before).indexOf(key) + 1);
    }
  });

  it('offers where a new module goes: within its category, or between categories', () => {
    expect(placementChoices(list, A)).toEqual([
      { after: null, label: 'At the start of Foundational Setup' },
      { after: `${A}/a1`, label: 'After "a1"' },
      { after: 'custom/x', label: 'After "x"' },
      { after: `${A}/a2`, label: 'After "a2"' },
    ]);
    expect(placementChoices(list, 'own:Welcome')[0]).toEqual({
      after: `${A}/a2`,
      label: 'At the start of Welcome',
    });
    expect(placementChoices(list, 'own:New')).toEqual([
      { after: null, label: 'At the very start' },
      { after: `${A}/a2`, label: 'After the Foundational Setup videos' },
      { after: 'custom/w2', label: 'After the Welcome videos' },
      { after: `${B}/b2`, label: 'After the Marketing & Lead Generation videos' },
    ]);
    expect(placementChoices([], 'own:New')).toEqual([{ after: null, label: 'At the very start' }]);
  });

  it('carries a placement to another version, falling back to the end of the category', () => {
    const other = [catalogue(A, 'a1'), catalogue(A, 'a2'), catalogue(B, 'b1')];
    expect(placementInVersion(other, A, `${A}/a1`)).toBe(`${A}/a1`);
    expect(placementInVersion(other, A, null)).toBeNull();
    expect(placementInVersion(other, A, 'custom/x')).toBe(`${A}/a2`);
    expect(placementInVersion(other, 'own:Welcome', 'custom/w1')).toBe(`${B}/b1`);
    expect(placementInVersion([], 'own:Welcome', 'custom/w1')).toBeNull();
  });

  it('finds the end of a new category after a module changed category', () => {
    expect(endOfCategory(list, B, 'custom/x')).toBe(`${B}/b2`);
    expect(endOfCategory(list, 'own:Welcome', 'custom/w2')).toBe('custom/w1');
    expect(endOfCategory(list, 'own:Other', 'custom/x')).toBeUndefined();
  });
});
