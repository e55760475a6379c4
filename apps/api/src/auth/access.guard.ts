import {
  ForbiddenException,
  Injectable,
  SetMetadata,
  UseGuards,
  applyDecorators,
  type CanActivate,
  type ExecutionContext,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { ACCESS_MESSAGES, accessRefusal, type AccessLevel } from '@retainly/domain';
import type { ActiveSession } from './sessions.service';
import { SessionGuard } from './session.guard';

const ACCESS_LEVEL = 'retainly:access-level';

/** Checks approval on the server after SessionGuard; 403 names the reason for the overlay. */
@Injectable()
export class AccessGuard implements CanActivate {
  constructor(private readonly reflector: Reflector) {}

  canActivate(context: ExecutionContext): boolean {
    const level = this.reflector.getAllAndOverride<AccessLevel>(ACCESS_LEVEL, [
      context.getHandler(),
      context.getClass(),
    ]);
    const { session } = context.switchToHttp().getRequest<{ session: ActiveSession }>();
    requireAccess(session.user, level ?? 'full');
    return true;
  }
}

/** 403 naming the reason (for the overlay) unless the user's approval allows `level`. */
export function requireAccess(user: ActiveSession['user'], level: AccessLevel): void {
  const refusal = accessRefusal(user, level);
  if (!refusal) return;
  throw new ForbiddenException({
    statusCode: 403,
    code: refusal,
    message: ACCESS_MESSAGES[refusal],
  });
}

/** Every /app endpoint carries this: a live session plus the approval its level needs. */
export const RequiresAccess = (level: AccessLevel) =>
  applyDecorators(SetMetadata(ACCESS_LEVEL, level), UseGuards(SessionGuard, AccessGuard));
