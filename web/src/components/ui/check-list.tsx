/** A ✓ list (what a plan brings): `className` lays the list out, `itemClassName` sets its text. */
export function CheckList({
  items,
  label,
  className,
  itemClassName = 'text-slate-800',
}: {
  items: readonly string[];
  /** The list's accessible name. */
  label?: string;
  className: string;
  itemClassName?: string;
}) {
  return (
    <ul className={className} aria-label={label}>
      {items.map((item) => (
        <li key={item} className={`flex items-start gap-2 ${itemClassName}`}>
          <span aria-hidden="true" className="font-bold text-green-800">
            ✓
          </span>
          {item}
        </li>
      ))}
    </ul>
  );
}
