import { AFFILIATE_LEVELS } from '@retainly/domain';
import { Link } from 'react-router';
import { buttonClass } from '@/components/ui/button-styles';
import { SECTION_IDS } from './landing-types';

/** The affiliate program teaser (#affiliate) and the HighLevel account transfer tutorial. */
export function AffiliateSection({ onWatchTransfer }: { onWatchTransfer: () => void }) {
  return (
    <section
      id={SECTION_IDS.affiliate}
      tabIndex={-1}
      aria-labelledby="affiliate-heading"
      className="scroll-mt-16 bg-slate-900 py-16 text-white focus:outline-none"
    >
      <div className="mx-auto max-w-6xl px-4">
        <h2 id="affiliate-heading" className="text-center text-3xl font-bold">
          Earn with the Retainly Affiliate Program
        </h2>
        <p className="mx-auto mt-3 max-w-2xl text-center text-slate-300">
          Share Retainly with other agencies and grow through three levels of rewards.
        </p>
        <ol className="mt-10 grid gap-6 md:grid-cols-3">
          {AFFILIATE_LEVELS.map((level) => (
            <li key={level.level} className="rounded-xl bg-slate-800 p-6">
              <h3 className="text-lg font-semibold text-green-300">{level.title}</h3>
              <p className="mt-2 text-slate-200">{level.text}</p>
            </li>
          ))}
        </ol>
        <div className="mt-10 flex flex-col items-center gap-6 text-center">
          <Link to="/affiliate" className={buttonClass({ size: 'lg' })}>
            Join the Affiliate Program
          </Link>
          <div className="max-w-xl rounded-xl border border-slate-700 p-6">
            <h3 className="font-semibold">Moving your HighLevel account?</h3>
            <p className="mt-2 text-slate-300">
              Switch it under our affiliate link without losing anything: the tutorial shows how,
              step by step.
            </p>
            <button
              type="button"
              onClick={onWatchTransfer}
              className="mt-4 rounded-lg border border-slate-500 px-4 py-2.5 text-sm font-semibold text-white hover:bg-slate-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
            >
              Watch the Transfer Tutorial
            </button>
          </div>
        </div>
      </div>
    </section>
  );
}
