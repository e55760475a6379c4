import { useId } from 'react';
import type { EndpointEventTypeInfo } from '@retainly/domain';

/** The events an endpoint receives: a checkbox each, with what it means. */
export function EventTypeChoices({
  eventTypes,
  selected,
  error,
  onChange,
}: {
  eventTypes: readonly EndpointEventTypeInfo[];
  selected: readonly string[];
  error?: string;
  onChange: (selected: string[]) => void;
}) {
  const id = useId();
  return (
    <fieldset className="flex flex-col gap-2" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="mb-1 text-sm font-medium text-slate-800">Events to send</legend>
      {eventTypes.map((event) => {
        const checked = selected.includes(event.type);
        return (
          <label
            key={event.type}
            className="flex cursor-pointer items-start gap-3 rounded-lg border border-slate-200 px-3 py-2.5 has-[:checked]:border-brand has-[:checked]:bg-green-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand"
          >
            <input
              type="checkbox"
              checked={checked}
              aria-invalid={error ? true : undefined}
              aria-labelledby={`${id}-${event.type}-label`}
              aria-describedby={`${id}-${event.type}`}
              onChange={(change) =>
                onChange(
                  change.target.checked
                    ? [...selected, event.type]
                    : selected.filter((type) => type !== event.type),
                )
              }
              className="mt-1 h-4 w-4 shrink-0 accent-brand"
            />
            <span className="flex min-w-0 flex-col">
              <span id={`${id}-${event.type}-label`} className="font-medium text-slate-900">
                {event.label}
              </span>
              <span id={`${id}-${event.type}`} className="text-sm text-slate-600">
                {event.description}
              </span>
            </span>
          </label>
        );
      })}
      {error && (
        <p id={`${id}-error`} className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
