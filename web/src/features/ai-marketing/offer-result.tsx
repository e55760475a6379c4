import {
  OFFER_TEXT_KEYS,
  type AiOffer,
  type OfferTextKey,
  type OfferWriterKind,
} from '@retainly/domain';
import { CopyButton } from '@/components/tool-kit/copy-button';
import { TitledSection } from '@/components/ui/titled-section';

const LABELS: Record<OfferTextKey, string> = {
  headline: 'Headline',
  subheadline: 'Subheadline',
  shortVersion: 'Short Version',
  longVersion: 'Long Version',
};

/** The four texts of the last offer, each with its own copy button. */
export function OfferResult({ offer, writer }: { offer: AiOffer; writer: OfferWriterKind | null }) {
  return (
    <TitledSection
      title="Your offer"
      heading="h3"
      titleClassName="text-lg font-bold text-slate-900"
      className="flex flex-col gap-4"
      headerClassName="flex flex-wrap items-center gap-2"
      aside={
        writer === 'offline' && (
          <span className="rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-semibold text-amber-900">
            Offline draft
          </span>
        )
      }
    >
      {writer === 'offline' && (
        <p className="text-sm text-slate-700">
          Written from templates because AI writing is not set up on this installation. Read it
          through and make it yours before you use it.
        </p>
      )}
      {OFFER_TEXT_KEYS.map((key) => (
        <div
          key={key}
          className="flex min-w-0 flex-col gap-2 rounded-xl border border-slate-200 p-4"
        >
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h4 className="font-semibold text-slate-900">{LABELS[key]}</h4>
            <CopyButton
              text={offer[key]}
              label={`Copy ${LABELS[key].toLowerCase()}`}
              failedMessage="Failed to copy text"
            />
          </div>
          <p
            className={`whitespace-pre-line break-words text-slate-800 ${key === 'headline' ? 'text-lg font-semibold' : ''}`}
            data-testid={`offer-${key}`}
          >
            {offer[key]}
          </p>
        </div>
      ))}
    </TitledSection>
  );
}
