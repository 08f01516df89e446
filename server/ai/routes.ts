// Every /ai/api/* call of SPEC §7, mounted by server/app.ts. Knowledge management is owner-only; the
// chat, monthly count and website analysis need no credentials (SPEC §6).
import { Hono } from 'hono';
import type { Deps } from '../deps';
import type { AppEnv } from '../http/app-env';
import { BODY_LIMIT_OVERRIDES } from '../http/body-limit';
import { type AiOptionsInput, resolveAiOptions } from './ai-options';
import { chatRoutes } from './chat-routes';
import { editorRoutes } from './editor-routes';
import { integrationRoutes } from './integration-routes';
import { knowledgeRoutes, MAX_UPLOAD_BODY } from './knowledge-routes';
import { websiteRoutes } from './website-routes';

export function aiRoutes(deps: Deps, input: AiOptionsInput = {}): Hono<AppEnv> {
  const opts = resolveAiOptions(input);
  // Direct uploads arrive as data: URLs in the JSON body, larger than the default 1 MB cap.
  if (!BODY_LIMIT_OVERRIDES.some(([p]) => p === '/ai/api/store-file')) BODY_LIMIT_OVERRIDES.push(['/ai/api/store-file', MAX_UPLOAD_BODY]);
  const app = new Hono<AppEnv>();
  app.route('/', chatRoutes(deps, opts));
  app.route('/', editorRoutes(deps, opts));
  app.route('/', websiteRoutes(deps, opts));
  app.route('/', knowledgeRoutes(deps, opts));
  app.route('/', integrationRoutes(deps));
  return app;
}
