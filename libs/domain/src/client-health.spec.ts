import {
  clientHealth,
  clientStatus,
  healthParts,
  isAtRisk,
  type HealthInput,
} from './client-health';
import { DAY_MS } from './time-units';

const now = new Date('2026-11-23T12:00:00Z');
const daysAgo = (days: number) => new Date(now.getTime() - days * DAY_MS);

const input = (overrides: Partial<HealthInput> = {}): HealthInput => ({
  completedAt: null,
  completed: 0,
  visible: 20,
  lastActiveAt: now,
  firstSignInAt: now,
  stalled: false,
  ...overrides,
});

describe('client health', () => {
  it('is 100 once onboarding is complete, even stalled or idle', () => {
    expect(
      clientHealth(input({ completedAt: now, stalled: true, lastActiveAt: daysAgo(30) }), now),
    ).toBe(100);
  });

  it('gives a brand-new client recency and pace in full: 30 + 20', () => {
    expect(clientHealth(input(), now)).toBe(50);
  });

  it('weighs completion 50, recency 30 and pace 20', () => {
    // 10 of 20 done, last active 7 days ago, first sign-in 7 days ago (expected 0.5: on pace).
    const half = input({ completed: 10, lastActiveAt: daysAgo(7), firstSignInAt: daysAgo(7) });
    expect(healthParts(half, now)).toEqual({ fraction: 0.5, recency: 0.5, pace: 1 });
    expect(clientHealth(half, now)).toBe(25 + 15 + 20);
  });

  it('counts recency in whole days: 1 today, 0 from 14 days on', () => {
    const parts = (days: number) =>
      healthParts(input({ lastActiveAt: daysAgo(days) }), now).recency;
    expect(parts(0.9)).toBe(1);
    expect(parts(13)).toBeCloseTo(1 / 14);
    expect(parts(14)).toBe(0);
    expect(parts(40)).toBe(0);
  });

  it('caps expected progress at all videos after 14 days', () => {
    const late = input({ completed: 5, firstSignInAt: daysAgo(30), lastActiveAt: daysAgo(30) });
    expect(healthParts(late, now).pace).toBe(0.25);
    expect(clientHealth(late, now)).toBe(Math.floor(12.5 + 0 + 5 + 0.5));
  });

  it('caps a stalled client at 40', () => {
    const good = input({ completed: 18, lastActiveAt: daysAgo(3), firstSignInAt: daysAgo(3) });
    expect(clientHealth(good, now)).toBeGreaterThan(40);
    expect(clientHealth({ ...good, stalled: true }, now)).toBe(40);
  });

  it('reads 0 completion for a version with no visible videos', () => {
    expect(healthParts(input({ visible: 0, firstSignInAt: daysAgo(14) }), now).pace).toBe(0);
  });

  it('rounds halves up', () => {
    // 50 x 0.25 = 12.5 exactly; recency 0; pace 0.25 -> 5: 17.5 -> 18.
    const row = input({ completed: 5, lastActiveAt: daysAgo(20), firstSignInAt: daysAgo(20) });
    expect(clientHealth(row, now)).toBe(18);
  });
});

describe('client status and risk', () => {
  it('puts completed before stalled before started', () => {
    expect(clientStatus({ completedAt: now, stalled: true, started: true })).toBe('completed');
    expect(clientStatus({ completedAt: null, stalled: true, started: true })).toBe('stalled');
    expect(clientStatus({ completedAt: null, stalled: false, started: true })).toBe('in_progress');
    expect(clientStatus({ completedAt: null, stalled: false, started: false })).toBe('not_started');
  });

  it('flags stalled or under-40 clients, never completed ones', () => {
    expect(isAtRisk('stalled', 40)).toBe(true);
    expect(isAtRisk('in_progress', 39)).toBe(true);
    expect(isAtRisk('in_progress', 40)).toBe(false);
    expect(isAtRisk('completed', 0)).toBe(false);
  });
});
