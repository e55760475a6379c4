import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';

/** After checkout (/app?confirmed=true): the paid account is active (signed-in spec §2). */
export function WelcomeDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Welcome to Retainly!"
      description="Your paid account has been activated. Every tool is now unlocked for your agency."
    >
      <Button onClick={() => onOpenChange(false)}>Get Started</Button>
    </Dialog>
  );
}
