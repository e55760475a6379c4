import { Button } from '@/components/ui/button';

/** The AI Ads tab (spec §2): ads are made from a generated offer; generation is not live yet. */
export function AiAdsPanel({ hasOffer }: { hasOffer: boolean }) {
  return (
    <div className="flex flex-col gap-3">
      <h3 className="text-lg font-bold text-slate-900">Turn your offer into ads</h3>
      <p className="text-slate-700">
        {hasOffer
          ? 'Ad images made from your headline, short or long version.'
          : 'Ads are made from your offer: generate one in the AI Offer tab first.'}
      </p>
      <div className="flex flex-wrap items-center gap-3">
        {/* aria-disabled, not disabled: it stays focusable, so its reason is read out. */}
        <Button aria-disabled aria-describedby="ai-ads-soon" onClick={(e) => e.preventDefault()}>
          Generate AI Ad
        </Button>
        <span id="ai-ads-soon" className="text-sm font-medium text-slate-600">
          Feature coming soon
        </span>
      </div>
    </div>
  );
}
