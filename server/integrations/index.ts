export { integrationRoutes } from './routes';
export { openSecrets } from './prepare-integration';
export { toIntegrationDto, type IntegrationDto } from './integration-dto';
