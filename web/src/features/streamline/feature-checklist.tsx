import { useId, type Ref } from 'react';
import { MENU_FEATURES } from '@retainly/domain';
import { Button } from '@/components/ui/button';
import type { Workflow } from './streamline-inputs';

/**
 * The 17 menu features as checkboxes: the ones to keep (AI workflow) or to remove (manual).
 * `problem` is shown under the list and read with the group.
 */
export function FeatureChecklist({
  workflow,
  selectedIds,
  recommendedIds,
  onChange,
  problem,
  firstCheckbox,
}: {
  workflow: Workflow;
  selectedIds: readonly string[];
  recommendedIds: ReadonlySet<string>;
  onChange: (selectedIds: string[]) => void;
  problem: string | null;
  firstCheckbox: Ref<HTMLInputElement>;
}) {
  const problemId = useId();
  const ticked = new Set(selectedIds);
  const toggle = (id: string, on: boolean) =>
    // Catalogue order, so the saved list and the output read the same as the screen.
    onChange(MENU_FEATURES.map((f) => f.id).filter((f) => (f === id ? on : ticked.has(f))));

  return (
    <fieldset
      aria-describedby={problem ? problemId : undefined}
      className="flex min-w-0 flex-col gap-3"
    >
      <legend className="float-left w-full text-base font-semibold text-slate-900">
        {workflow === 'ai' ? 'Features to keep' : 'Features to remove'}
      </legend>
      <div className="flex flex-wrap items-center gap-2">
        <p className="mr-auto text-sm text-slate-700">
          {selectedIds.length} of {MENU_FEATURES.length} selected.{' '}
          {workflow === 'ai'
            ? 'Unticked features will be hidden.'
            : 'Ticked features will be hidden.'}
        </p>
        <Button variant="outline" onClick={() => onChange(MENU_FEATURES.map((f) => f.id))}>
          Select all
        </Button>
        <Button variant="outline" onClick={() => onChange([])}>
          Clear all
        </Button>
      </div>
      <ul className="grid gap-2 sm:grid-cols-2">
        {MENU_FEATURES.map((feature, index) => (
          <li key={feature.id}>
            <FeatureOption
              name={feature.name}
              description={feature.description}
              recommended={recommendedIds.has(feature.id)}
              checked={ticked.has(feature.id)}
              onChange={(on) => toggle(feature.id, on)}
              inputRef={index === 0 ? firstCheckbox : undefined}
            />
          </li>
        ))}
      </ul>
      {problem && (
        <p id={problemId} className="text-sm font-medium text-red-700">
          {problem}
        </p>
      )}
    </fieldset>
  );
}

function FeatureOption({
  name,
  description,
  recommended,
  checked,
  onChange,
  inputRef,
}: {
  name: string;
  description: string;
  recommended: boolean;
  checked: boolean;
  onChange: (checked: boolean) => void;
  inputRef?: Ref<HTMLInputElement>;
}) {
  const id = useId();
  return (
    <div
      className={`flex h-full items-start gap-3 rounded-lg border p-3 ${checked ? 'border-brand bg-green-50' : 'border-slate-200'}`}
    >
      <input
        ref={inputRef}
        id={id}
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        aria-describedby={`${id}-description`}
        className="mt-1 h-4 w-4 shrink-0 accent-green-700"
      />
      <div className="flex min-w-0 flex-col gap-0.5">
        <div className="flex flex-wrap items-center gap-2">
          <label htmlFor={id} className="font-medium text-slate-900">
            {name}
          </label>
          {recommended && (
            <span className="rounded-full bg-green-100 px-2 py-0.5 text-xs font-semibold text-green-800">
              Recommended
            </span>
          )}
        </div>
        <p id={`${id}-description`} className="text-sm text-slate-600">
          {description}
        </p>
      </div>
    </div>
  );
}
