import { NoticeDialog } from '@/components/ui/notice-dialog';
import type { DialogOpenProps } from '@/components/ui/dialog';

/** After checkout (/app?confirmed=true): the paid account is active (signed-in spec §2). */
export function WelcomeDialog({ open, onOpenChange }: DialogOpenProps) {
  return (
    <NoticeDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Welcome to Retainly!"
      description="Your paid account has been activated. Every tool is now unlocked for your agency."
      button="Get Started"
    />
  );
}
