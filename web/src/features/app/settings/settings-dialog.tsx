/** Placeholder until built (issue #5): settings (profile, billing, cancellation). */
export function SettingsDialog(props: { open: boolean; onOpenChange: (open: boolean) => void }) {
  void props;
  return null;
}
