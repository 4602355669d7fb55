import type { ZodApp } from '../../http/zod-app.ts';
import type { CustomerAuth } from './auth/require-customer.ts';
import type { SessionCookies } from './auth/session-cookie.ts';
import { devOutboxRoutes } from './routes/dev-outbox-routes.ts';
import { mobileChangeRoutes } from './routes/mobile-change-routes.ts';
import { profileRoutes } from './routes/profile-routes.ts';
import { signInRoutes } from './routes/sign-in-routes.ts';
import type { IdentityService } from './service.ts';

export function identityRoutes(
  app: ZodApp,
  deps: { identity: IdentityService; cookies: SessionCookies; auth: CustomerAuth; smsOutboxRoute: boolean },
) {
  signInRoutes(app, deps);
  profileRoutes(app, deps);
  mobileChangeRoutes(app, deps);
  if (deps.smsOutboxRoute) devOutboxRoutes(app, deps);
}
