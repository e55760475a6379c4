import { CUSTOM_MODULE_CATEGORY } from './module-progress';

/**
 * Where an agency's own module sits in a version (issue #17). A version's modules are ordered by
 * position: a catalogue module's is its integer index in the catalogue, an agency module's a
 * fraction between its neighbours (version_custom_modules.position), so placing one writes one
 * row. Keys name modules as the placement api does: '<categoryId>/<moduleId>' for the catalogue,
 * 'custom/<id>' for the agency's own.
 */

export interface OrderedModule {
  key: string;
  position: number;
}

export const customModuleKey = (moduleId: string) => `${CUSTOM_MODULE_CATEGORY}/${moduleId}`;

const isCustom = (key: string) => key.startsWith(`${CUSTOM_MODULE_CATEGORY}/`);

/**
 * The positions to write to put the custom module `key` right after `after` (null: at the very
 * top) in `order` (a version's modules by ascending position; the module itself, if there, is
 * ignored). Usually only its own: halfway between its new neighbours, one below the first or one
 * above the last. When halving leaves no room between two neighbours (floats run out after some
 * fifty placements into one gap), the custom modules between the catalogue modules around the
 * gap are spread evenly again, the moved one among them. Null when `after` is not in `order`.
 */
export function placeCustomModule(
  order: readonly OrderedModule[],
  key: string,
  after: string | null,
): Map<string, number> | null {
  const others = [...order]
    .filter((module) => module.key !== key)
    .sort((a, b) => a.position - b.position);
  const at = after === null ? -1 : others.findIndex((module) => module.key === after);
  if (after !== null && at < 0) return null;
  const previous = others[at]?.position;
  const next = others[at + 1]?.position;
  if (previous === undefined) return new Map([[key, next === undefined ? 0 : next - 1]]);
  if (next === undefined) return new Map([[key, previous + 1]]);
  const middle = (previous + next) / 2;
  if (middle > previous && middle < next) return new Map([[key, middle]]);
  return respread(
    [...others.slice(0, at + 1), { key, position: NaN }, ...others.slice(at + 1)],
    at + 1,
  );
}

/** Even positions for the custom modules around `index`, between the catalogue modules that bound them. */
function respread(sequence: readonly OrderedModule[], index: number): Map<string, number> {
  let first = index;
  while (first > 0 && isCustom(sequence[first - 1]!.key)) first -= 1;
  let last = index;
  while (last < sequence.length - 1 && isCustom(sequence[last + 1]!.key)) last += 1;
  const run = sequence.slice(first, last + 1);
  const below = sequence[first - 1]?.position;
  const above = sequence[last + 1]?.position;
  const low = below ?? (above ?? run.length + 1) - run.length - 1;
  const high = above ?? low + run.length + 1;
  const step = (high - low) / (run.length + 1);
  return new Map(run.map((module, offset) => [module.key, low + step * (offset + 1)]));
}
