import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { useSignOut } from '@/features/app-shell/use-sign-out';

/** Ends the user's sessions on every browser and device, this one included (Profile tab). */
export function SignOutEverywhere() {
  const signOut = useSignOut();
  const [busy, setBusy] = useState(false);
  return (
    <section className="mt-6 flex flex-col gap-3 border-t border-slate-200 pt-4 sm:flex-row sm:items-center sm:justify-between">
      <div>
        <h3 className="font-semibold text-slate-900">Devices</h3>
        <p className="text-sm text-slate-600">
          Signed in somewhere you no longer use? This signs you out everywhere, here too.
        </p>
      </div>
      <Button
        variant="outline"
        className="shrink-0"
        disabled={busy}
        onClick={() => {
          setBusy(true);
          void signOut('all-devices');
        }}
      >
        {busy ? 'Signing out...' : 'Sign out of all devices'}
      </Button>
    </section>
  );
}
