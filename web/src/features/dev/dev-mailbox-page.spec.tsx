import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MailboxEntry } from '@retainly/domain';
import { MailboxMail } from './dev-mailbox-page';

const mail = (html: string | null): MailboxEntry => ({
  id: '1',
  to: 'sam@shop.test',
  subject: 'Sam, your onboarding is waiting',
  text: 'Continue: https://app.test/V1?resume=abc',
  html,
  status: 'sent',
  createdAt: '2026-12-02T05:00:00.000Z',
});

describe('dev mailbox (issue #32 item 11)', () => {
  it('shows the HTML part as sent in a sandbox without scripts, with a toggle to the text part', async () => {
    const html =
      '<html><body><h1 style="color:#1a7f5a">Pick up</h1><script>x()</script></body></html>';
    render(<MailboxMail mail={mail(html)} />);
    const frame = screen.getByTitle<HTMLIFrameElement>('HTML of “Sam, your onboarding is waiting”');
    expect(frame.getAttribute('srcdoc')).toBe(html);
    // Sandboxed: neither scripts nor the page's origin.
    const sandbox = frame.getAttribute('sandbox')!.split(' ');
    expect(sandbox).not.toContain('allow-scripts');
    expect(sandbox).not.toContain('allow-same-origin');

    await userEvent.click(screen.getByRole('button', { name: 'Show text' }));
    expect(screen.queryByTitle(/^HTML of/)).toBeNull();
    expect(screen.getByRole('link', { name: 'https://app.test/V1?resume=abc' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Show HTML' }));
    expect(screen.getByTitle(/^HTML of/)).toBeTruthy();
  });

  it('shows a text-only e-mail as text, with no toggle', () => {
    render(<MailboxMail mail={mail(null)} />);
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByRole('link').getAttribute('href')).toBe('https://app.test/V1?resume=abc');
  });
});
