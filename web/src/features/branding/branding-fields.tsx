import type { ReactNode, Ref } from 'react';
import {
  BORDER_RADII,
  FONTS,
  isFontName,
  type BrandingColorKey,
  type FontCategory,
} from '@retainly/domain';
import { ColorField } from '@/components/ui/color-field';
import { SelectField } from '@/components/ui/select-field';
import type { BrandingForm } from './use-branding-form';

export const COLOR_LABELS: Record<BrandingColorKey, string> = {
  brand: 'Brand color',
  sidebarBackground: 'Sidebar background',
  sidebarText: 'Sidebar text',
  activeItemBackground: 'Active item background',
  activeItemText: 'Active item text',
  headerBackground: 'Header background',
  headerText: 'Header text',
  buttonText: 'Button text',
};

/** Advanced mode's colours, by the part of the CRM they paint. */
const ADVANCED_GROUPS = [
  { legend: 'Sidebar', keys: ['sidebarBackground', 'sidebarText'] },
  { legend: 'Active menu item', keys: ['activeItemBackground', 'activeItemText'] },
  { legend: 'Header', keys: ['headerBackground', 'headerText'] },
  { legend: 'Primary buttons', keys: ['brand', 'buttonText'] },
] as const satisfies readonly { legend: string; keys: readonly BrandingColorKey[] }[];

const CATEGORY_LABELS: Record<FontCategory, string> = {
  'sans-serif': 'Sans-serif',
  display: 'Display',
  serif: 'Serif',
};

/** The inputs of the current mode: Simple's two colours and font, or every Advanced field. */
export function BrandingFields({
  form,
  fieldRef,
}: {
  form: BrandingForm;
  /** Registers each colour's text input, so a failed Generate can focus the first invalid. */
  fieldRef: (key: BrandingColorKey) => Ref<HTMLInputElement>;
}) {
  const color = (key: BrandingColorKey, label = COLOR_LABELS[key]) => (
    <ColorField
      key={key}
      label={label}
      value={form.texts[key]}
      onChange={(text) => form.setColorText(key, text)}
      onBlur={() => form.touch(key)}
      showError={form.touched.has(key)}
      inputRef={fieldRef(key)}
    />
  );

  if (form.settings.mode === 'simple') {
    return (
      <div className="grid content-start gap-4 sm:grid-cols-2">
        {color('brand')}
        {color('sidebarBackground')}
        <FontSelect form={form} />
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-5">
      {ADVANCED_GROUPS.map((group) => (
        <Group key={group.legend} legend={group.legend}>
          {group.keys.map((key) => color(key))}
        </Group>
      ))}
      <Group legend="Text and shape">
        <FontSelect form={form} />
        <RadiusSelect form={form} />
      </Group>
    </div>
  );
}

function Group({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="grid min-w-0 gap-4 sm:grid-cols-2">
      <legend className="mb-2 text-sm font-semibold tracking-wide text-slate-600 uppercase">
        {legend}
      </legend>
      {children}
    </fieldset>
  );
}

function FontSelect({ form }: { form: BrandingForm }) {
  const categories = [...new Set(FONTS.map((font) => font.category))];
  return (
    <SelectField
      label="Font"
      value={form.settings.font}
      onChange={(event) => isFontName(event.target.value) && form.setFont(event.target.value)}
      className="min-w-0"
      selectClassName="w-full"
    >
      {categories.map((category) => (
        <optgroup key={category} label={CATEGORY_LABELS[category]}>
          {FONTS.filter((font) => font.category === category).map((font) => (
            <option key={font.name} value={font.name}>
              {font.name}
            </option>
          ))}
        </optgroup>
      ))}
    </SelectField>
  );
}

function RadiusSelect({ form }: { form: BrandingForm }) {
  return (
    <SelectField
      label="Corner radius"
      value={form.settings.borderRadius}
      onChange={(event) => form.setBorderRadius(Number(event.target.value))}
      className="min-w-0"
      selectClassName="w-full"
    >
      {BORDER_RADII.map((radius) => (
        <option key={radius} value={radius}>
          {radius === 0 ? 'Square (0 px)' : `${radius} px`}
        </option>
      ))}
    </SelectField>
  );
}
