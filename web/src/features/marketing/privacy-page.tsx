/** Placeholder until the page is built (issue #4). */
export function PrivacyPage() {
  return <main className="p-8">PrivacyPage</main>;
}
