// Builds the HTTP app: cross-cutting middleware, then every feature's route factory mounted at '/'.
// Order matters where paths overlap: fixed segments (viewer, instances, templates) are registered
// by their factories before the `:id` routes.
import { Hono } from 'hono';
import { builderDocRoutes } from './builder-docs/routes';
import type { Deps } from './deps';
import { appsRoutes } from './apps/routes';
import { authRoutes } from './auth/routes';
import { eventRoutes } from './events/routes';
import type { AppEnv } from './http/app-env';
import { defaultBodyLimit } from './http/body-limit';
import { errorResponse } from './http/error-handler';
import { HttpError } from './http/errors';
import { requestLog } from './http/request-log';
import { securityHeaders } from './http/security-headers';
import { healthRoutes } from './static/health-routes';
import { staticRoutes } from './static/routes';
import { widgetRoutes } from './widgets/routes';
import { integrationRoutes } from './integrations/routes';
import { calendarRoutes } from './integrations/calendar-routes';
import { gallerySourceRoutes } from './integrations/gallery-source-routes';
import { feedSourceRoutes } from './integrations/feed-source-routes';
import { maskingRoutes } from './masking/routes';
import { aiRoutes } from './ai/routes';
import { slugRoutes } from './slugs/routes';
import { formRoutes } from './forms/routes';
import { hookRoutes } from './hooks/hook-routes';
import { paymentRoutes } from './payments/routes';
import { checkoutRoutes } from './payments/checkout-routes';
import { frameDocRoutes } from './frame-docs/routes';
import { oauthRoutes } from './oauth/routes';
import { customDomainMiddleware } from './slugs';
import { uploadRoutes } from './uploads/routes';
import { projectRoutes } from './projects/routes';
import { whiteLabelRoutes } from './white-label/routes';

type RouteFactory = (deps: Deps) => Hono<any>;

export function createApp(deps: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.use('*', requestLog(deps.log));
  for (const m of securityHeaders()) app.use('*', m);
  app.use('*', defaultBodyLimit());
  // A verified custom domain serves its widget's page at '/', before the builder's home claims '/'.
  app.use('*', customDomainMiddleware(deps));

  const factories: RouteFactory[] = [
    healthRoutes,
    staticRoutes,
    authRoutes,
    appsRoutes,
    eventRoutes,
    widgetRoutes,
    builderDocRoutes,
    // Before integrationRoutes' /:integrationId routes.
    calendarRoutes,
    gallerySourceRoutes,
    feedSourceRoutes,
    integrationRoutes,
    maskingRoutes,
    aiRoutes,
    slugRoutes,
    formRoutes,
    hookRoutes,
    paymentRoutes,
    checkoutRoutes,
    frameDocRoutes,
    oauthRoutes,
    uploadRoutes,
    projectRoutes,
    whiteLabelRoutes,
  ];
  for (const f of factories) app.route('/', f(deps));

  app.notFound((c) => c.json({ success: false, data: null, message: 'Not found.', code: 'NOT_FOUND' }, 404));
  app.onError((err, c) => errorResponse(c, err, deps.log));
  return app;
}

export { HttpError };
