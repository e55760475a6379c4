import { useRef, useState } from 'react';
import {
  DEFAULT_PORTAL_COLORS,
  normalizeHexColor,
  type BrandColors,
  type OnboardingState,
} from '@retainly/domain';
import { Button } from '@/components/ui/button';
import { useOnboardingMove } from './api/onboarding-progress';
import { ColorField } from '@/components/ui/color-field';
import { ImageColorUpload } from './image-color-upload';
import { StepFrame } from './step-frame';

const FIELDS = [
  { key: 'primary', label: 'Primary color' },
  { key: 'secondary', label: 'Secondary color' },
  { key: 'tertiary', label: 'Tertiary color' },
] as const;

type ColorKey = keyof BrandColors;

/** Step 3: the portal's brand colours, typed, picked or taken from the agency's logo. */
export function BrandColorsStep({ state }: { state: OnboardingState }) {
  const move = useOnboardingMove();
  const [colors, setColors] = useState<BrandColors>(state.colors ?? DEFAULT_PORTAL_COLORS);
  const [touched, setTouched] = useState<ReadonlySet<ColorKey>>(new Set());
  const inputs = useRef(new Map<ColorKey, HTMLInputElement>());

  function completeSetup() {
    const normalized = {
      primary: normalizeHexColor(colors.primary),
      secondary: normalizeHexColor(colors.secondary),
      tertiary: normalizeHexColor(colors.tertiary),
    };
    const invalid = FIELDS.find(({ key }) => !normalized[key]);
    if (invalid) {
      setTouched(new Set(FIELDS.map(({ key }) => key)));
      inputs.current.get(invalid.key)?.focus();
      return;
    }
    move.mutate({ action: 'complete', colors: normalized as BrandColors, from: state });
  }

  return (
    <StepFrame
      step={3}
      title="Choose your brand colors"
      intro="Your onboarding portal uses these colors, so it looks like part of your agency."
      actions={
        <>
          <Button
            variant="outline"
            disabled={move.isPending}
            onClick={() => move.mutate({ action: 'skip', from: state })}
          >
            Skip
          </Button>
          <Button disabled={move.isPending} onClick={completeSetup}>
            Complete Setup
          </Button>
        </>
      }
    >
      <div className="grid gap-4 sm:grid-cols-3">
        {FIELDS.map(({ key, label }) => (
          <ColorField
            key={key}
            label={label}
            value={colors[key]}
            onChange={(value) => setColors((current) => ({ ...current, [key]: value }))}
            onBlur={() => setTouched((current) => new Set(current).add(key))}
            showError={touched.has(key)}
            inputRef={(element) => {
              if (element) inputs.current.set(key, element);
              else inputs.current.delete(key);
            }}
          />
        ))}
      </div>
      <ImageColorUpload onColors={setColors} />
    </StepFrame>
  );
}
