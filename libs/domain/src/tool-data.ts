/**
 * Tool data (spec §3): per user and tool, the tool's current inputs as one saved JSON object,
 * so a tool restores what the user had when they come back. The api and the web app share
 * these names, limits and checks.
 */
import { textFlaw } from './storable-text';

export const TOOL_NAMES = ['streamline', 'branding', 'marketing'] as const;
export type ToolName = (typeof TOOL_NAMES)[number];

/** The serialized (UTF-8 JSON) size limit of one tool's saved data. */
export const TOOL_DATA_MAX_BYTES = 32_768;
/** Deeper nesting than any tool's inputs need; also keeps the checks and PostgreSQL cheap. */
export const TOOL_DATA_MAX_DEPTH = 16;
/** Spec §9: autosave 1 second after the last change. */
export const TOOL_DATA_AUTOSAVE_MS = 1000;

export interface ToolDataRecord<T = unknown> {
  tool: ToolName;
  data: T;
  /** ISO 8601 */
  updatedAt: string;
}

export const TOOL_DATA_MESSAGES = {
  unknownTool: `Unknown tool: use one of ${TOOL_NAMES.join(', ')}`,
  notObject: 'Saved data must be a JSON object',
  tooLarge: 'Saved data is too large',
  tooDeep: 'Saved data is nested too deeply',
  nullCharacter: 'Saved data cannot contain null characters',
  brokenText: 'Saved data contains text that is not valid Unicode',
  notFound: 'Nothing is saved for this tool yet',
} as const;

export function isToolName(value: unknown): value is ToolName {
  return (TOOL_NAMES as readonly unknown[]).includes(value);
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The first problem with one value, walking at most TOOL_DATA_MAX_DEPTH levels. */
function nestedProblem(value: unknown, depth: number): string | null {
  // PostgreSQL's jsonb cannot store U+0000 or half a surrogate pair, in keys or in strings.
  if (typeof value === 'string') {
    const flaw = textFlaw(value);
    if (flaw === 'null character') return TOOL_DATA_MESSAGES.nullCharacter;
    return flaw ? TOOL_DATA_MESSAGES.brokenText : null;
  }
  if (typeof value !== 'object' || value === null) return null;
  if (depth > TOOL_DATA_MAX_DEPTH) return TOOL_DATA_MESSAGES.tooDeep;
  const entries = Array.isArray(value) ? value.map((v) => ['', v] as const) : Object.entries(value);
  for (const [key, child] of entries) {
    const problem = nestedProblem(key, depth) ?? nestedProblem(child, depth + 1);
    if (problem) return problem;
  }
  return null;
}

/**
 * Checks data to save and serializes it: the JSON text, or the message that refuses it (a JSON
 * object, not an array or null; no deeper than the limit; at most TOOL_DATA_MAX_BYTES).
 */
export function serializeToolData(
  data: unknown,
): { json: string; problem?: undefined } | { json?: undefined; problem: string } {
  if (!isPlainObject(data)) return { problem: TOOL_DATA_MESSAGES.notObject };
  const problem = nestedProblem(data, 1);
  if (problem) return { problem };
  const json = JSON.stringify(data);
  // Cheap bound first: a UTF-8 character takes at most 3 bytes per UTF-16 code unit.
  if (json.length * 3 > TOOL_DATA_MAX_BYTES && utf8Length(json) > TOOL_DATA_MAX_BYTES) {
    return { problem: TOOL_DATA_MESSAGES.tooLarge };
  }
  return { json };
}

function utf8Length(text: string): number {
  return new TextEncoder().encode(text).length;
}
