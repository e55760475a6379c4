import { timelineText } from './client-timeline';

const facts = (
  kind: Parameters<typeof timelineText>[0]['kind'],
  subject: string | null,
  detail: string | null = null,
  count: number | null = null,
) => timelineText({ kind, subject, detail, count });

describe('timeline text', () => {
  it('says what happened in plain words', () => {
    expect(facts('signed_in', 'first')).toBe('Signed in for the first time');
    expect(facts('signed_in', 'again')).toBe('Signed in');
    expect(facts('started', 'Account tour')).toBe('Started “Account tour”');
    expect(facts('completed', 'Account tour')).toBe('Completed “Account tour”');
    expect(facts('completed', 'Call', 'self_reported')).toBe(
      'Marked “Call” as done (self-reported)',
    );
    expect(facts('stalled', 'not_started', null, 3)).toBe(
      'Stalled: had not started 3 days after signing in',
    );
    expect(facts('stalled', 'idle', null, 7)).toBe('Stalled: no activity for 7 days');
    expect(facts('nudged', 'sent', null, 2)).toBe('Reminder e-mail 2 sent');
    expect(facts('nudged', 'skipped', 'unsubscribed', 1)).toBe(
      'Reminder e-mail 1 skipped: unsubscribed',
    );
    expect(facts('nudged', 'failed', 'timeout', 1)).toBe('Reminder e-mail 1 could not be sent');
    expect(facts('resumed', 'resumed')).toBe('Back after stalling');
    expect(facts('delivered', 'module.completed', 'succeeded')).toBe(
      '“Module completed” event to your endpoint: delivered',
    );
  });

  it('names a module that is gone', () => {
    expect(facts('started', null)).toBe('Started “a removed module”');
  });
});
