import { ErrorCode, errorCodeOf } from '@retainly/domain';
import type { TabItem } from '@/components/ui/tabs';
import { Icon } from '@/components/ui/icon';
import { ApiError } from '@/lib/api-client';

/**
 * An ADVANCED-plan mode's tab: on the BASIC plan it shows a lock and is `gated` (selecting it
 * should open 'Upgrade Today' rather than the mode).
 */
export function planGatedTab<T extends string>(id: T, label: string, allowed: boolean): TabItem<T> {
  return {
    id,
    gated: !allowed,
    label: (
      <>
        {label}
        {!allowed && <Icon name="lock" className="ml-1.5 inline h-4 w-4 align-[-2px]" />}
      </>
    ),
  };
}

/** The api's answer when an ADVANCED-only feature is used on the BASIC plan. */
export function isPlanRequired(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    error.status === 403 &&
    errorCodeOf(error.body) === ErrorCode.PlanRequired
  );
}
