import { OWN_CATEGORY_PREFIX } from './module-progress';
import { VIDEO_CATEGORIES } from './video-catalogue';

/**
 * A version's modules in order (issue #17): the catalogue's and the agency's own, one list
 * ordered by position, each shown under its display category (a catalogue category id or
 * 'own:<title>'). Categories come in the order of their first module, so an agency's category
 * sits where its first module was placed. The editor moves a module within its category and
 * says where with `after` (the key of the module it follows, null for the very top), the
 * placement the api takes (VersionModulePlacement).
 */
export interface ListedModule {
  categoryId: string;
  moduleId: string;
  displayCategory: string;
}

export interface ModuleGroup<T extends ListedModule> {
  displayCategory: string;
  modules: T[];
}

/** How placements name a module: '<categoryId>/<moduleId>', 'custom/<uuid>' for the agency's own. */
export const moduleKey = (module: Pick<ListedModule, 'categoryId' | 'moduleId'>) =>
  `${module.categoryId}/${module.moduleId}`;

/** A display category as people read it: the catalogue's title, or the agency's own. */
export function displayCategoryTitle(displayCategory: string): string {
  if (displayCategory.startsWith(OWN_CATEGORY_PREFIX)) {
    return displayCategory.slice(OWN_CATEGORY_PREFIX.length);
  }
  return VIDEO_CATEGORIES.find((c) => c.id === displayCategory)?.title ?? displayCategory;
}

/** The modules under their categories, categories in the order of their first module. */
export function groupByDisplayCategory<T extends ListedModule>(
  modules: readonly T[],
): ModuleGroup<T>[] {
  const groups = new Map<string, T[]>();
  for (const module of modules) {
    const group = groups.get(module.displayCategory);
    if (group) group.push(module);
    else groups.set(module.displayCategory, [module]);
  }
  return [...groups].map(([displayCategory, members]) => ({ displayCategory, modules: members }));
}

/** The `after` that puts a module right before `target` (`moving` itself does not count). */
function afterKeyBefore(modules: readonly ListedModule[], target: string, moving?: string) {
  const others = modules.filter((m) => moduleKey(m) !== moving);
  const at = others.findIndex((m) => moduleKey(m) === target);
  return at > 0 ? moduleKey(others[at - 1]) : null;
}

/**
 * Moving `key` to index `to` among its category's modules (as they will read afterwards):
 * the placement to send, or null when it stays where it is or is not in the list.
 */
export function placementWithinCategory(
  modules: readonly ListedModule[],
  key: string,
  to: number,
): { after: string | null } | null {
  const moving = modules.find((m) => moduleKey(m) === key);
  if (!moving) return null;
  const group = modules.filter((m) => m.displayCategory === moving.displayCategory);
  const from = group.indexOf(moving);
  const target = Math.max(0, Math.min(to, group.length - 1));
  if (target === from) return null;
  const rest = group.filter((m) => m !== moving);
  // Before the module now at `target`, or after the category's last one.
  if (target === 0) return { after: afterKeyBefore(modules, moduleKey(rest[0]), key) };
  return { after: moduleKey(rest[target - 1]) };
}

/** One step up or down within its category; null at the category's edge. */
export function stepPlacement(
  modules: readonly ListedModule[],
  key: string,
  direction: 'up' | 'down',
): { after: string | null } | null {
  const moving = modules.find((m) => moduleKey(m) === key);
  if (!moving) return null;
  const group = modules.filter((m) => m.displayCategory === moving.displayCategory);
  const from = group.indexOf(moving);
  return placementWithinCategory(modules, key, from + (direction === 'up' ? -1 : 1));
}

/**
 * The list as it reads once `key` is placed after `after` (null: first); for showing a move at
 * once, before the api answers. A missing `after` leaves the list as it was.
 */
export function applyPlacement<T extends ListedModule>(
  modules: readonly T[],
  key: string,
  after: string | null,
): T[] {
  const moving = modules.find((m) => moduleKey(m) === key);
  if (!moving) return [...modules];
  const rest = modules.filter((m) => m !== moving);
  const at = after === null ? 0 : rest.findIndex((m) => moduleKey(m) === after) + 1;
  if (at === 0 && after !== null) return [...modules];
  return [...rest.slice(0, at), moving, ...rest.slice(at)];
}

export interface PlacementChoice {
  after: string | null;
  label: string;
}

/**
 * Where a new module of `displayCategory` can go in a version: at the start of its category or
 * after any of its modules; for a category the version does not show yet, at the start or after
 * any category (so its modules stay together). The last choice (the end) is the usual one.
 */
export function placementChoices(
  modules: readonly (ListedModule & { title: string })[],
  displayCategory: string,
): PlacementChoice[] {
  const groups = groupByDisplayCategory(modules);
  const own = groups.find((g) => g.displayCategory === displayCategory);
  if (own) {
    const title = displayCategoryTitle(displayCategory);
    return [
      {
        after: afterKeyBefore(modules, moduleKey(own.modules[0])),
        label: `At the start of ${title}`,
      },
      ...own.modules.map((m) => ({ after: moduleKey(m), label: `After "${m.title}"` })),
    ];
  }
  return [
    { after: null, label: 'At the very start' },
    ...groups.map((group, index) => {
      const next = groups[index + 1];
      return {
        after: next
          ? afterKeyBefore(modules, moduleKey(next.modules[0]))
          : moduleKey(modules[modules.length - 1]),
        label: `After the ${displayCategoryTitle(group.displayCategory)} videos`,
      };
    }),
  ];
}

/**
 * Where a module goes in another version whose list may differ: after the same module when that
 * version has it, else at the end of its category there, else at the end of the list.
 */
export function placementInVersion(
  modules: readonly ListedModule[],
  displayCategory: string,
  after: string | null,
): string | null {
  if (after === null || modules.some((m) => moduleKey(m) === after)) return after;
  const group = modules.filter((m) => m.displayCategory === displayCategory);
  const last = group.at(-1) ?? modules.at(-1);
  return last ? moduleKey(last) : null;
}

/**
 * After a module changed category: the module it should follow to sit at the end of its new
 * category in a version, or undefined when the version shows nothing else of that category
 * (it then stays where it is, a category of its own).
 */
export function endOfCategory(
  modules: readonly ListedModule[],
  displayCategory: string,
  key: string,
): string | undefined {
  const last = modules
    .filter((m) => m.displayCategory === displayCategory && moduleKey(m) !== key)
    .at(-1);
  return last && moduleKey(last);
}
