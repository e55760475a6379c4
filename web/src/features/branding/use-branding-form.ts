import { useState } from 'react';
import {
  BRANDING_COLOR_KEYS,
  BRANDING_DEFAULTS,
  SIMPLE_COLOR_KEYS,
  normalizeHexColor,
  switchBrandingMode,
  type BrandingColorKey,
  type BrandingColors,
  type BrandingMode,
  type BrandingSettings,
} from '@retainly/domain';
import { showSaveError, useToolData } from '@/features/tool-data/use-tool-data';
import { isPlanRequired } from '@/features/billing/plan-gated-tab';
import { colorsOf, readToolData, type BrandingToolData } from './branding-data';

/**
 * The Branding tool's inputs. `settings` always holds valid colours (the preview and the CSS
 * read it); `texts` is what the colour fields show, so a half-typed colour keeps the last valid
 * one in the preview. Every edit autosaves; a saved record is restored on arrival.
 */
export function useBrandingForm({
  advancedAllowed,
  onPlanRefused,
}: {
  advancedAllowed: boolean;
  /** The api refused Advanced data (403 plan_required): the plan changed since the page loaded. */
  onPlanRefused: () => void;
}) {
  const [stored, setStored] = useState<BrandingSettings>(BRANDING_DEFAULTS);
  const [texts, setTexts] = useState<BrandingColors>(() => colorsOf(BRANDING_DEFAULTS));
  const [touched, setTouched] = useState<ReadonlySet<BrandingColorKey>>(new Set());
  // 'Revert colors' goes back to the last generated palette, else the one restored on arrival.
  const [restoredColors, setRestoredColors] = useState(() => colorsOf(BRANDING_DEFAULTS));
  const [generatedColors, setGeneratedColors] = useState<BrandingColors>();

  const toolData = useToolData<BrandingToolData>('branding', {
    onSaveError: (error) => {
      if (isPlanRequired(error)) onPlanRefused();
      else showSaveError(error);
    },
    onRestored: (data) => {
      const restored = readToolData(data);
      setStored(restored.settings);
      setTexts(colorsOf(restored.settings));
      setRestoredColors(restored.revertTo);
      setGeneratedColors(data.generatedColors ? restored.revertTo : undefined);
    },
  });

  // A BASIC user (or one downgraded since saving Advanced) works, and saves, in Simple mode.
  const settings: BrandingSettings = { ...stored, mode: advancedAllowed ? stored.mode : 'simple' };
  const editableKeys: readonly BrandingColorKey[] =
    settings.mode === 'advanced' ? BRANDING_COLOR_KEYS : SIMPLE_COLOR_KEYS;
  const invalidKeys = editableKeys.filter((key) => !normalizeHexColor(texts[key]));

  function persist(next: BrandingSettings, generated = generatedColors) {
    const mode = advancedAllowed ? next.mode : 'simple';
    toolData.save({ ...next, mode, ...(generated && { generatedColors: generated }) });
  }

  function update(changes: Partial<BrandingSettings>) {
    const next = { ...settings, ...changes };
    setStored(next);
    persist(next);
  }

  function setColorText(key: BrandingColorKey, text: string) {
    setTexts((current) => ({ ...current, [key]: text }));
    const color = normalizeHexColor(text);
    if (color && color !== settings[key]) update({ [key]: color });
  }

  function replaceColors(colors: BrandingColors) {
    setTexts(colors);
    setTouched(new Set());
    update(colors);
  }

  return {
    /** False until the saved record (or its absence) is known. */
    ready: toolData.saved !== undefined,
    settings,
    texts,
    touched,
    invalidKeys,
    setColorText,
    touch: (key: BrandingColorKey) => setTouched((current) => new Set(current).add(key)),
    touchAll: () => setTouched(new Set(editableKeys)),
    setMode: (mode: BrandingMode) => {
      const next = switchBrandingMode(settings, mode);
      setTexts(colorsOf(next));
      setTouched(new Set());
      setStored(next);
      persist(next);
    },
    setFont: (font: BrandingSettings['font']) => update({ font }),
    setBorderRadius: (borderRadius: number) => update({ borderRadius }),
    revertColors: () => replaceColors(generatedColors ?? restoredColors),
    /** The CSS was generated from the current colours: they become the palette to revert to. */
    markGenerated: () => {
      const colors = colorsOf(settings);
      setGeneratedColors(colors);
      persist(settings, colors);
    },
  };
}

export type BrandingForm = ReturnType<typeof useBrandingForm>;
