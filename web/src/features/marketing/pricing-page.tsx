/** Placeholder until the page is built (issue #4). */
export function PricingPage() {
  return <main className="p-8">PricingPage</main>;
}
