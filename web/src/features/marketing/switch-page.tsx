/** Placeholder until the page is built (issue #4). */
export function SwitchPage() {
  return <main className="p-8">SwitchPage</main>;
}
