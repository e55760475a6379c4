import { GUARANTEES } from '@retainly/domain';

/** The four promises (spec §1) as a compact row of badges. */
export function GuaranteeBadges() {
  return (
    <ul aria-label="Our guarantees" className="flex flex-wrap justify-center gap-3">
      {GUARANTEES.map((guarantee) => (
        <li
          key={guarantee}
          className="rounded-full border border-green-200 bg-green-50 px-4 py-2 text-sm font-semibold text-green-800"
        >
          {guarantee}
        </li>
      ))}
    </ul>
  );
}
