import { displayCategoryHeading, inCategoryOrder } from './display-categories';

export interface PortalCategory<V> {
  id: string;
  title: string;
  description: string;
  videos: V[];
}

/**
 * A version's visible modules, in the agency's order, grouped under the category each is shown
 * in (inCategoryOrder): a catalogue category with its title and description, or one of the
 * agency's own ('own:<title>', titled as the agency named it). One with an unknown id, or an own
 * category without a title, is left out.
 */
export function portalCategories<V>(
  videos: readonly V[],
  displayCategoryOf: (video: V) => string,
): PortalCategory<V>[] {
  return inCategoryOrder(videos, displayCategoryOf).flatMap(({ category: id, items }) => {
    const heading = displayCategoryHeading(id);
    return heading?.title ? [{ id, ...heading, videos: items }] : [];
  });
}
