import {
  applyDecorators,
  ForbiddenException,
  Injectable,
  UseGuards,
  type CanActivate,
  type ExecutionContext,
} from '@nestjs/common';
import type { UserEntity } from '@retainly/database';
import { ErrorCode, PLAN_REQUIRED_MESSAGE } from '@retainly/domain';
import { RequiresAccess } from '../auth/access.guard';
import type { ActiveSession } from '../auth/sessions.service';

/** Advanced Mode, extra versions, video toggles and login tracking need the ADVANCED plan. */
export function requireAdvancedPlan(user: Pick<UserEntity, 'plan'>): void {
  if (user.plan !== 'ADVANCED') {
    throw new ForbiddenException({
      statusCode: 403,
      code: ErrorCode.PlanRequired,
      message: PLAN_REQUIRED_MESSAGE,
    });
  }
}

/** After SessionGuard and AccessGuard: the ADVANCED plan, before any body is looked at. */
@Injectable()
export class AdvancedPlanGuard implements CanActivate {
  canActivate(context: ExecutionContext): boolean {
    const { session } = context.switchToHttp().getRequest<{ session: ActiveSession }>();
    requireAdvancedPlan(session.user);
    return true;
  }
}

/** Endpoints only ADVANCED agencies use (the agency's own modules): 403 'plan_required' else. */
export const RequiresAdvancedPlan = () =>
  applyDecorators(RequiresAccess('full'), UseGuards(AdvancedPlanGuard));
