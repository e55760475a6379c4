/** Placeholder until the page is built (issue #4). */
export function TermsPage() {
  return <main className="p-8">TermsPage</main>;
}
