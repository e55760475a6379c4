import { AuthCard } from '@/components/ui/auth-card';
import { Button } from '@/components/ui/button';
import { GoogleButton } from './google-button';
import { OtherAccountLink } from './other-account-link';
import { ButtonLink } from '@/components/ui/button-link';

/** Login's third step: the trial ended or access was revoked (spec §2 /login). */
export function NotApproved({ onBack }: { onBack: () => void }) {
  return (
    <AuthCard title="Access Required" progress={100}>
      <p role="alert" className="text-slate-700">
        Your trial has ended or access has been revoked. Please upgrade to continue.
      </p>
      <ButtonLink to="/pricing" size="md">
        Upgrade Now
      </ButtonLink>
      <Button variant="outline" onClick={onBack}>
        Back to Email
      </Button>
      <GoogleButton from="login" />
      <OtherAccountLink question="Need a new account?" to="/signup">
        Sign up
      </OtherAccountLink>
    </AuthCard>
  );
}
