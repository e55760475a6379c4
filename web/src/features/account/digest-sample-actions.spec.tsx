import { screen } from '@testing-library/react';
import { stubFetch } from '../../../test/fetch-stub';
import { renderSignedIn } from '../../../test/render';
import { DigestSampleActions } from './digest-sample-actions';

const PREVIEW = {
  subject: 'Your week in client onboarding: 2 new clients, 0 stalled',
  html: '<html><body><h1>Your weekly onboarding digest</h1><script>x()</script></body></html>',
  text: 'New clients: 2',
};
const REFUSED = 'You can send yourself one digest a minute. Try again in 42 seconds.';

describe('weekly digest preview and Send me one now (issue #32 item 14)', () => {
  it('shows this week’s digest in a sandbox without scripts, opened and closed by keyboard', async () => {
    const { sent } = stubFetch(() => ({ body: PREVIEW }));
    const { user } = renderSignedIn(<DigestSampleActions />);
    await user.tab();
    await user.keyboard('{Enter}');
    const frame = await screen.findByTitle<HTMLIFrameElement>('Weekly digest preview');
    expect(frame.getAttribute('srcdoc')).toBe(PREVIEW.html);
    expect(frame.getAttribute('sandbox')).toBe('');
    expect(screen.getByText(PREVIEW.subject)).toBeTruthy();
    expect(sent.map((r) => `${r.method} ${r.path}`)).toEqual(['GET /outcomes/digest/preview']);

    await user.click(screen.getByRole('button', { name: 'Hide the preview' }));
    expect(screen.queryByTitle('Weekly digest preview')).toBeNull();
  });

  it('sends one now, and shows the server’s refusal when asked again within the minute', async () => {
    let sends = 0;
    const { sent } = stubFetch(() => {
      sends += 1;
      return sends === 1
        ? { status: 202, body: { sentTo: 'owner@agency.test' } }
        : { status: 429, body: { statusCode: 429, message: REFUSED } };
    });
    const { user } = renderSignedIn(<DigestSampleActions />);
    await user.click(screen.getByRole('button', { name: 'Send me one now' }));
    expect((await screen.findByRole('status')).textContent).toBe(
      'Digest on its way to owner@agency.test.',
    );
    await user.click(screen.getByRole('button', { name: 'Send me one now' }));
    expect((await screen.findByRole('alert')).textContent).toBe(REFUSED);
    expect(sent.map((r) => `${r.method} ${r.path}`)).toEqual([
      'POST /outcomes/digest/send-now',
      'POST /outcomes/digest/send-now',
    ]);
  });
});
