/** Placeholder until the page is built (issue #4). */
export function AffiliatePage() {
  return <main className="p-8">AffiliatePage</main>;
}
