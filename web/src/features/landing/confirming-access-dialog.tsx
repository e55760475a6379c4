import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { useSession } from '@/features/session/api/use-session';
import { plural } from '@/lib/plural';

const COUNTDOWN_S = 10;

/**
 * #confirmation (after checkout): a 10-second countdown, then the redirect it announces: a
 * signed-in buyer goes to the app (?confirmed=true welcomes a paid account), a visitor to the
 * sign-in modal, which Login Now also opens (spec §2).
 */
export function ConfirmingAccessDialog({
  open,
  onOpenChange,
  onLogin,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onLogin: () => void;
}) {
  const navigate = useNavigate();
  const { session, isLoading } = useSession();
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

  useEffect(() => {
    if (!open || seconds > 0 || isLoading) return;
    if (session) navigate('/app?confirmed=true');
    else onLogin();
  }, [open, seconds, isLoading, session, navigate, onLogin]);

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Confirming Access">
      {seconds > 0 ? (
        <p role="status" className="text-slate-600">
          Redirecting in {plural(seconds, 'second')}...
        </p>
      ) : (
        <Button onClick={onLogin}>Login Now</Button>
      )}
    </Dialog>
  );
}
