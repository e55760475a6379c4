import { z } from 'zod';
import {
  BORDER_RADII,
  BRANDING_COLOR_KEYS,
  FONTS,
  MARKETING_TABS,
  MENU_FEATURES,
  OFFER_INPUT_DRAFT_MAX_CHARS,
  OFFER_INPUT_KEYS,
  OFFER_TEXT_KEYS,
  OFFER_TEXT_MAX_CHARS,
  OFFER_WRITER_KINDS,
  STREAMLINE_INPUT_LIMITS,
  STREAMLINE_STEPS,
  STREAMLINE_WORKFLOWS,
  normalizeHexColor,
  type ToolName,
} from '@retainly/domain';

/**
 * Each tool's saved data, exactly as the web app saves it (strict: no unknown keys, exact enum
 * spellings). The web's readers already forgive old or odd records; these keep new ones sane.
 */

/** As the colour fields store it: '#' and 3 or 6 lower-case hex digits. */
const hexColor = z
  .string()
  .refine((value) => normalizeHexColor(value) === value, 'must be a colour such as #16a34a');

const colors = Object.fromEntries(BRANDING_COLOR_KEYS.map((key) => [key, hexColor])) as Record<
  (typeof BRANDING_COLOR_KEYS)[number],
  typeof hexColor
>;

const branding = z.strictObject({
  mode: z.enum(['simple', 'advanced']),
  font: z.enum(FONTS.map((font) => font.name)),
  ...colors,
  borderRadius: z.literal(BORDER_RADII),
  /** The palette of the last generated CSS, which 'Revert colors' goes back to. */
  generatedColors: z.strictObject(colors).optional(),
});

const streamline = z.strictObject({
  workflow: z.enum(STREAMLINE_WORKFLOWS).nullable(),
  description: z.string().max(STREAMLINE_INPUT_LIMITS.description),
  selectedIds: z
    .array(z.enum(MENU_FEATURES.map((feature) => feature.id)))
    .max(MENU_FEATURES.length),
  scoped: z.boolean(),
  // Saved as typed: the characters are checked when the code is generated.
  subAccountId: z.string().max(STREAMLINE_INPUT_LIMITS.subAccountId),
  step: z.enum(STREAMLINE_STEPS),
});

const marketing = z.strictObject({
  activeTab: z.enum(MARKETING_TABS),
  aiOfferData: z.strictObject({
    ...Object.fromEntries(
      OFFER_INPUT_KEYS.map((key) => [key, z.string().max(OFFER_INPUT_DRAFT_MAX_CHARS)]),
    ),
    ...Object.fromEntries(
      OFFER_TEXT_KEYS.map((key) => [key, z.string().max(OFFER_TEXT_MAX_CHARS[key]).optional()]),
    ),
    writer: z.enum(OFFER_WRITER_KINDS).optional(),
    /** An offer still being written. */
    generationId: z.uuid().optional(),
  }),
});

const TOOL_DATA_SCHEMAS = { branding, streamline, marketing } satisfies Record<ToolName, z.ZodType>;

/** Why `data` is not valid saved data for `tool`, naming the field; null when it is. */
export function toolDataShapeProblem(tool: ToolName, data: unknown): string | null {
  const parsed = TOOL_DATA_SCHEMAS[tool].safeParse(data);
  if (parsed.success) return null;
  const issue = parsed.error.issues[0]!;
  const field = issue.path.join('.');
  return `Invalid ${tool} data: ${field ? `${field}: ` : ''}${issue.message}`;
}
