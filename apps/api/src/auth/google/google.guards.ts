import { Inject, Injectable, NotFoundException, type ExecutionContext } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import { APP_CONFIG, type AppConfig } from '@retainly/config';

/** Starts the Google flow (a redirect); 404 when Google sign-in is not configured. */
@Injectable()
export class GoogleStartGuard extends AuthGuard('google') {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    super();
  }

  override canActivate(context: ExecutionContext) {
    if (!this.config.GOOGLE_CLIENT_ID || !this.config.GOOGLE_CLIENT_SECRET) {
      throw new NotFoundException('Google sign-in is not configured');
    }
    return super.canActivate(context);
  }

  override getAuthenticateOptions() {
    return { session: false, prompt: 'select_account' };
  }
}

/** Finishes the flow; a refusal (bad state, denied consent) reaches the controller as no user. */
@Injectable()
export class GoogleCallbackGuard extends AuthGuard('google') {
  override getAuthenticateOptions() {
    return { session: false };
  }

  override handleRequest<TUser>(_err: unknown, user: TUser): TUser {
    return (user || null) as TUser;
  }
}
