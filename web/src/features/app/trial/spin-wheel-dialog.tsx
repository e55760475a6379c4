/** Placeholder until built (issue #5): the discount wheel. */
export function SpinWheelDialog(props: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Upgrade With Coupon. */
  onUpgrade: () => void;
}) {
  void props;
  return null;
}
