export { slugRoutes } from './routes';
export { findOneTimeSlug, widgetIdForDomain } from './slug-queries';
export { customDomainMiddleware } from './custom-domain-middleware';
