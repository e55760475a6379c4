import { ForbiddenException } from '@nestjs/common';
import type { UserEntity } from '@retainly/database';
import { PLAN_REQUIRED_MESSAGE } from '@retainly/domain';

/** Advanced Mode, extra versions, video toggles and login tracking need the ADVANCED plan. */
export function requireAdvancedPlan(user: Pick<UserEntity, 'plan'>): void {
  if (user.plan !== 'ADVANCED') {
    throw new ForbiddenException({
      statusCode: 403,
      code: 'plan_required',
      message: PLAN_REQUIRED_MESSAGE,
    });
  }
}
