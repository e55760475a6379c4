import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';

const COUNTDOWN_S = 10;

/** #confirmation: a 10-second countdown, then Login Now opens the sign-in modal (spec §2). */
export function ConfirmingAccessDialog({
  open,
  onOpenChange,
  onLogin,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onLogin: () => void;
}) {
  const [seconds, setSeconds] = useState(COUNTDOWN_S);
  const [wasOpen, setWasOpen] = useState(open);
  // Each opening counts down from 10 again (state adjusted during render, not in an effect).
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setSeconds(COUNTDOWN_S);
  }

  useEffect(() => {
    if (!open || seconds === 0) return;
    const timer = setTimeout(() => setSeconds((s) => s - 1), 1_000);
    return () => clearTimeout(timer);
  }, [open, seconds]);

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Confirming Access">
      {seconds > 0 ? (
        <p role="status" className="text-slate-600">
          Redirecting in {seconds} seconds...
        </p>
      ) : (
        <Button onClick={onLogin}>Login Now</Button>
      )}
    </Dialog>
  );
}
