import { OWN_CATEGORY_PREFIX } from './module-progress';
import { VIDEO_CATEGORIES } from './video-catalogue';

/**
 * The categories a version's modules are shown under (issue #17): a catalogue category id or one
 * of the agency's own, 'own:<title>'. One rule for the portal and the Advanced Mode editor: the
 * modules keep their order, and each category comes where its first module is, so an agency
 * that puts its own 'Welcome' category at the top gets it first.
 */

/** The items under their categories, each category where its first item is. */
export function inCategoryOrder<T>(
  items: readonly T[],
  categoryOf: (item: T) => string,
): { category: string; items: T[] }[] {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const category = categoryOf(item);
    const group = groups.get(category);
    if (group) group.push(item);
    else groups.set(category, [item]);
  }
  return [...groups].map(([category, members]) => ({ category, items: members }));
}

/**
 * A display category's heading: the catalogue's title and description, or the agency's own
 * title (no description); null for an id the catalogue no longer has.
 */
export function displayCategoryHeading(
  displayCategory: string,
): { title: string; description: string } | null {
  if (displayCategory.startsWith(OWN_CATEGORY_PREFIX)) {
    return { title: displayCategory.slice(OWN_CATEGORY_PREFIX.length), description: '' };
  }
  const category = VIDEO_CATEGORIES.find((candidate) => candidate.id === displayCategory);
  return category ? { title: category.title, description: category.description } : null;
}

/** A display category as people read it: the catalogue's title, or the agency's own. */
export function displayCategoryTitle(displayCategory: string): string {
  return displayCategoryHeading(displayCategory)?.title ?? displayCategory;
}
