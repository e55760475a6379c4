import {
  DEFAULT_NUDGE_SUBJECT,
  fillNudgePlaceholders,
  greetingName,
  isNudgeQuietHour,
  nextNudgeMorning,
  renderNudgeText,
} from './nudges';

const values = {
  firstName: 'Sam',
  agencyName: 'Acme',
  nextModule: 'Account tour',
  percent: 40,
  portalLink: 'https://app.test/V1?resume=t',
};

describe('nudge wording', () => {
  it('fills every placeholder and leaves unknown braces alone', () => {
    expect(
      fillNudgePlaceholders(
        '{first_name} {agency_name} {next_module} {percent}% {portal_link} {other} {first_name}',
        values,
      ),
    ).toBe('Sam Acme Account tour 40% https://app.test/V1?resume=t {other} Sam');
  });

  it("falls back to the default wording when the agency's is empty", () => {
    const text = renderNudgeText({ subject: null, message: '' }, values);
    expect(text.subject).toBe(fillNudgePlaceholders(DEFAULT_NUDGE_SUBJECT, values));
    expect(text.paragraphs[0]).toBe('Hi Sam,');
    expect(text.paragraphs.join(' ')).toContain('40% of the way');
    expect(text.paragraphs.join(' ')).not.toMatch(/retainly/i);
  });

  it('greets a client who has watched nothing yet without a 0%', () => {
    const text = renderNudgeText({ subject: null, message: null }, { ...values, percent: 0 });
    expect(text.paragraphs.join(' ')).toContain('ready for you. First up: Account tour.');
    expect(text.paragraphs.join(' ')).not.toContain('0%');
    const own = renderNudgeText(
      { subject: null, message: '{percent}% done' },
      { ...values, percent: 0 },
    );
    expect(own.paragraphs).toEqual(['0% done']);
  });

  it('splits the message on blank lines and keeps the subject on one line', () => {
    const text = renderNudgeText(
      { subject: 'Hey\n{first_name}', message: 'One\nstill one\n\n\nTwo' },
      values,
    );
    expect(text).toEqual({ subject: 'Hey Sam', paragraphs: ['One\nstill one', 'Two'] });
  });

  it('greets by first name, else "there"', () => {
    expect(greetingName('  Ana Maria Lopez ')).toBe('Ana');
    expect(greetingName(null)).toBe('there');
    expect(greetingName(' ')).toBe('there');
  });
});

describe('nudge quiet hours', () => {
  it('is quiet from 21:00 to 08:00 on the local clock', () => {
    // 20:59 and 21:00 in New York (EST, UTC-5).
    expect(isNudgeQuietHour(new Date('2026-01-15T01:59:00Z'), 'America/New_York')).toBe(false);
    expect(isNudgeQuietHour(new Date('2026-01-15T02:00:00Z'), 'America/New_York')).toBe(true);
    // 07:59 and 08:00 in Tokyo (UTC+9).
    expect(isNudgeQuietHour(new Date('2026-01-14T22:59:00Z'), 'Asia/Tokyo')).toBe(true);
    expect(isNudgeQuietHour(new Date('2026-01-14T23:00:00Z'), 'Asia/Tokyo')).toBe(false);
  });

  it('waits until the next 08:00 local, the same night or the next morning', () => {
    expect(nextNudgeMorning(new Date('2026-01-15T03:00:00Z'), 'America/New_York')).toEqual(
      new Date('2026-01-15T13:00:00Z'),
    );
    expect(nextNudgeMorning(new Date('2026-01-15T10:00:00Z'), 'America/New_York')).toEqual(
      new Date('2026-01-15T13:00:00Z'),
    );
    expect(nextNudgeMorning(new Date('2026-01-15T12:00:00Z'), 'UTC')).toEqual(
      new Date('2026-01-16T08:00:00Z'),
    );
  });

  it('lands on 08:00 across a DST change', () => {
    // Night of 7-8 March 2026: New York moves to EDT (UTC-4) at 02:00.
    expect(nextNudgeMorning(new Date('2026-03-08T04:00:00Z'), 'America/New_York')).toEqual(
      new Date('2026-03-08T12:00:00Z'),
    );
  });
});
