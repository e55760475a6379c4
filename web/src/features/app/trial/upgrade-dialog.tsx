/** Placeholder until built (issue #5): the upgrade dialog. */
export function UpgradeDialog(props: { open: boolean; onOpenChange: (open: boolean) => void }) {
  void props;
  return null;
}
