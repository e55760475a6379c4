import { useState } from 'react';
import { FormError } from '@/components/ui/auth-card';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-client';

/**
 * 'Resend email' under a we-sent-you-a-link message. The api limits how often an address can be
 * sent another link; its refusal is shown as it comes.
 */
export function ResendLink({ email, send }: { email: string; send: () => Promise<unknown> }) {
  const [state, setState] = useState<'idle' | 'sending' | 'sent'>('idle');
  const [error, setError] = useState<string | null>(null);

  async function resend() {
    setState('sending');
    setError(null);
    try {
      await send();
      setState('sent');
    } catch (failure) {
      setError(errorMessage(failure));
      setState('idle');
    }
  }

  return (
    <div className="flex flex-col gap-2">
      {state === 'sent' && (
        <p role="status" className="rounded-lg bg-green-50 px-3 py-2 text-sm text-green-800">
          We sent a new link to <strong>{email}</strong>.
        </p>
      )}
      <FormError message={error} />
      <Button variant="outline" onClick={() => void resend()} disabled={state === 'sending'}>
        {state === 'sending' ? 'Sending...' : 'Resend email'}
      </Button>
    </div>
  );
}
