/** Placeholder until the embedded help page lands (the panel's own file replaces this one). */
export function HelpEmbedRoute() {
  return <main aria-label="Help" />;
}
