import { OWN_CATEGORY_PREFIX } from './module-progress';
import { VIDEO_CATEGORIES } from './video-catalogue';

export interface PortalCategory<V> {
  id: string;
  title: string;
  description: string;
  videos: V[];
}

/**
 * A version's visible modules, in the agency's order, grouped under the category each is shown
 * in (issue #17): a catalogue category with its title and description, or one of the agency's own
 * ('own:<title>', titled as the agency named it). Each category comes where its first module is,
 * so an agency that puts its own 'Welcome' category at the top gets it first; one with an unknown
 * id is left out.
 */
export function portalCategories<V>(
  videos: readonly V[],
  displayCategoryOf: (video: V) => string,
): PortalCategory<V>[] {
  const groups = new Map<string, PortalCategory<V>>();
  for (const video of videos) {
    const id = displayCategoryOf(video);
    let group = groups.get(id);
    if (!group) {
      const heading = headingOf(id);
      if (!heading) continue;
      group = { id, ...heading, videos: [] };
      groups.set(id, group);
    }
    group.videos.push(video);
  }
  return [...groups.values()];
}

function headingOf(id: string): { title: string; description: string } | null {
  if (id.startsWith(OWN_CATEGORY_PREFIX)) {
    const title = id.slice(OWN_CATEGORY_PREFIX.length);
    return title ? { title, description: '' } : null;
  }
  const category = VIDEO_CATEGORIES.find((candidate) => candidate.id === id);
  return category ? { title: category.title, description: category.description } : null;
}
