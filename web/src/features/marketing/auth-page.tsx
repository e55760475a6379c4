/** Placeholder until the page is built (issue #4). */
export function AuthPage() {
  return <main className="p-8">AuthPage</main>;
}
