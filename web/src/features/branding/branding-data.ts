import {
  BRANDING_COLOR_KEYS,
  normalizeBrandingSettings,
  type BrandingColors,
  type BrandingSettings,
} from '@retainly/domain';

/**
 * What the tool keeps on the server (tool data 'branding'): the current inputs, and the
 * palette of the last generated CSS, which 'Revert colors' goes back to. `mode` stays at the
 * top level: that is what the api checks against the plan.
 */
export interface BrandingToolData extends BrandingSettings {
  generatedColors?: BrandingColors;
}

export const colorsOf = (settings: BrandingColors): BrandingColors =>
  Object.fromEntries(BRANDING_COLOR_KEYS.map((key) => [key, settings[key]])) as BrandingColors;

/** Saved data, however old or odd, as settings and the palette to revert to. */
export function readToolData(data: unknown): {
  settings: BrandingSettings;
  revertTo: BrandingColors;
} {
  const settings = normalizeBrandingSettings(data);
  const generated = (data as { generatedColors?: unknown } | null)?.generatedColors;
  return {
    settings,
    // A record without a generated palette reverts to what it restored.
    revertTo: colorsOf(generated ? normalizeBrandingSettings(generated) : settings),
  };
}
