import { Tabs } from '@/components/ui/tabs';
import { ToolCard } from '@/components/tool-kit/tool-card';
import { AiAdsPanel } from './ai-ads-panel';
import { OfferForm } from './offer-form';
import { OfferProgress } from './offer-progress';
import { OfferResult } from './offer-result';
import { useMarketingTool } from './use-marketing-tool';

/** AI Marketing (signed-in spec §2): the AI Offer writer and the AI Ads tab. */
export function MarketingTool() {
  const tool = useMarketingTool();
  const { state } = tool;

  if (!tool.ready) {
    return (
      <p role="status" className="text-slate-600">
        Loading your marketing inputs...
      </p>
    );
  }
  return (
    <ToolCard
      title="Write offers that win clients"
      intro="Describe who you sell to, the situation they are in and how you solve it. The AI writes a headline, a subheadline and a short and a long version of your offer."
    >
      <Tabs
        label="AI Marketing"
        tabs={[
          { id: 'offer', label: 'AI Offer' },
          { id: 'ads', label: 'AI Ads' },
        ]}
        selected={state.activeTab}
        onSelect={tool.setTab}
      >
        {state.activeTab === 'offer' ? (
          <div className="grid gap-6 lg:grid-cols-2">
            <OfferForm
              inputs={state.inputs}
              onChange={tool.setInput}
              onGenerate={tool.generate}
              waiting={tool.waiting}
            />
            <div className="flex min-w-0 flex-col gap-4">
              <OfferProgress waiting={tool.waiting} generation={tool.pending} />
              {tool.failure && !tool.waiting && (
                <p
                  role="alert"
                  className="rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-800"
                >
                  {tool.failure}
                </p>
              )}
              {state.offer ? (
                <OfferResult offer={state.offer} writer={state.writer} />
              ) : (
                !tool.waiting && (
                  <p className="rounded-xl border border-dashed border-slate-300 p-6 text-center text-slate-600">
                    Your offer will appear here.
                  </p>
                )
              )}
            </div>
          </div>
        ) : (
          <AiAdsPanel hasOffer={state.offer !== null} />
        )}
      </Tabs>
    </ToolCard>
  );
}
