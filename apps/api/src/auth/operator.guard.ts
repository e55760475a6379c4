import {
  ForbiddenException,
  Injectable,
  UseGuards,
  applyDecorators,
  type CanActivate,
  type ExecutionContext,
} from '@nestjs/common';
import { ErrorCode } from '@retainly/domain';
import { SessionGuard } from './session.guard';
import type { ActiveSession } from './sessions.service';

/** The 403 of every operator-only endpoint for a signed-in user of another role. */
export const operatorOnly = () =>
  new ForbiddenException({
    statusCode: 403,
    code: ErrorCode.OperatorOnly,
    message: 'This page is for Retainly operators only.',
  });

/** After SessionGuard: only users with the operator role (403 for everyone else). */
@Injectable()
export class OperatorGuard implements CanActivate {
  canActivate(context: ExecutionContext): boolean {
    const { session } = context.switchToHttp().getRequest<{ session: ActiveSession }>();
    if (session.user.role === 'operator') return true;
    throw operatorOnly();
  }
}

/** Every /api/admin endpoint: a live session (401) of an operator (403). */
export const RequiresOperator = () => applyDecorators(UseGuards(SessionGuard, OperatorGuard));
