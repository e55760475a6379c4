import { WHEEL_SEGMENTS } from '@retainly/domain';

/** The code behind each wheel segment, by index (signed-in spec §3). Server-side only. */
export const WHEEL_CODES = [
  'SUPAFLY5',
  'LUCKY5',
  'ZEN10',
  'SAVE10',
  'DREAM15',
  'ROARIN20',
] as const;

if (WHEEL_CODES.length !== WHEEL_SEGMENTS.length) {
  throw new Error('WHEEL_CODES must name every wheel segment');
}
