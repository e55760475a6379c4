import { useId, type ReactNode } from 'react';

/**
 * A radio group's options, each a label around its native radio (arrow keys, one tab stop,
 * announced state); the fieldset and legend around them stay with the caller. The label is
 * styled by `look.option`, a function of whether it is the chosen one where `has-[:checked]`
 * is not used, and the radio by `look.input`.
 */
export function RadioOptions<Option extends string | boolean>({
  options,
  value,
  onChange,
  look,
  label = String,
}: {
  options: readonly Option[];
  value: Option | null;
  onChange: (option: Option) => void;
  look: { option: string | ((checked: boolean) => string); input: string };
  label?: (option: Option) => ReactNode;
}) {
  const name = useId();
  return options.map((option) => (
    <label
      key={String(option)}
      className={typeof look.option === 'string' ? look.option : look.option(value === option)}
    >
      <input
        type="radio"
        name={name}
        value={String(option)}
        checked={value === option}
        onChange={() => onChange(option)}
        className={look.input}
      />
      {label(option)}
    </label>
  ));
}
