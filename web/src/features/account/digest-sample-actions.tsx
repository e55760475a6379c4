import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { EmailPreview } from '@/components/ui/email-preview';
import { errorMessage } from '@/lib/api-client';
import { digestPreviewQuery, sendDigestNow } from './api/digest-sample';

/**
 * No waiting for Monday: this week's digest so far, shown as it would be sent (the api renders
 * it with the weekly e-mail's code; the HTML runs in a sandbox with no scripts and no access to
 * this page), and 'Send me one now' to the signed-in address. A sample is not the week's digest.
 */
export function DigestSampleActions() {
  const [previewing, setPreviewing] = useState(false);
  const send = useMutation({ mutationFn: sendDigestNow });

  return (
    <div className="mt-3 flex flex-col gap-3">
      <div className="flex flex-wrap gap-2">
        <Button
          variant="outline"
          aria-expanded={previewing}
          aria-controls="digest-preview"
          onClick={() => setPreviewing(!previewing)}
        >
          {previewing ? 'Hide the preview' : 'Preview this week’s digest'}
        </Button>
        <Button variant="outline" disabled={send.isPending} onClick={() => send.mutate()}>
          {send.isPending ? 'Sending...' : 'Send me one now'}
        </Button>
      </div>
      {/* Stays until the next click: a refusal says how long to wait. */}
      <p role="status" className="text-sm text-slate-700 empty:hidden">
        {send.isSuccess && `Digest on its way to ${send.data.sentTo}.`}
      </p>
      {send.isError && (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700">
          {errorMessage(send.error, 'The digest could not be sent. Please try again.')}
        </p>
      )}
      {previewing && <DigestPreviewFrame />}
    </div>
  );
}

function DigestPreviewFrame() {
  const preview = useQuery(digestPreviewQuery());
  return (
    <section id="digest-preview" aria-label="This week’s digest" className="min-w-0">
      <EmailPreview
        email={preview.data}
        failure={
          preview.isError ? errorMessage(preview.error, 'The preview could not be shown.') : null
        }
        title="Weekly digest preview"
      />
    </section>
  );
}
