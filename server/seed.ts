// On an empty database: a demo owner, one demo widget per type with the type's defaults, and the demo AI
// chat's knowledge (demo/cafe-knowledge.ts), so a fresh `npm start` has something to show. Safe when
// several processes start at once: only the process whose insert created the demo owner creates the
// widgets (and knows the password).
import { randomBytes } from 'node:crypto';
import { WIDGET_TYPES, type WidgetType } from '../shared/widget-types';
import { appCatalogue } from './apps/app-catalogue';
import { hashPassword } from './auth/passwords';
import { newId } from './auth/tokens';
import type { Deps } from './deps';
import { WIDGET_DEFAULTS } from '../shared/constants';
import { typeDefaults } from './widgets/widget-record';
import { datedDefaults } from '../shared/widgets/dated-defaults';
import { CAFE_KNOWLEDGE } from './demo/cafe-knowledge';
import { textToPage } from './ai/files/text-to-page';
import { bumpVersion, upsertKnowledge } from './ai/store/knowledge-store';

export const DEMO_EMAIL = 'demo@tessera.local';

/** Where a demo widget's data differs from its type's defaults: the chat button keeps the corner the AI
 *  chat's bubble is not in. */
const DEMO_DATA: Partial<Record<WidgetType, Record<string, unknown>>> = { chat_button: { position: 'bottom-left' } };

export interface SeedResult {
  email: string;
  /** Set only by the start that created the demo owner. */
  password: string | null;
  /** The demo widget id per type (the oldest widget of that type of the demo owner). */
  widgets: Partial<Record<WidgetType, string>>;
}

export async function seed(deps: Deps, opts: { password?: string } = {}): Promise<SeedResult> {
  const anyOwner = await deps.db.selectFrom('owners').select('id').limit(1).executeTakeFirst();
  let password: string | null = null;
  if (!anyOwner) {
    const pw = opts.password ?? randomBytes(9).toString('base64url');
    const ownerId = newId();
    const now = deps.now();
    const res = await deps.db
      .insertInto('owners')
      .values({ id: ownerId, email: DEMO_EMAIL, full_name: 'Demo Owner', password_hash: await hashPassword(pw), is_premium: 1, created_at: now })
      .onConflict((oc) => oc.column('email').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (res) {
      password = pw;
      const names = new Map(appCatalogue().map((a) => [a.type, a.name]));
      const ids = WIDGET_TYPES.map(() => newId());
      await deps.db
        .insertInto('widgets')
        .values(
          WIDGET_TYPES.map((type, i) => ({
            id: ids[i],
            owner_id: ownerId,
            type,
            name: `Demo ${names.get(type) ?? type}`,
            description: '',
            project_id: null,
            gallery_id: newId(),
            preview_image: null,
            slug: null,
            privacy: WIDGET_DEFAULTS.privacy,
            status: WIDGET_DEFAULTS.status,
            model_version: WIDGET_DEFAULTS.modelVersion,
            creation_source: WIDGET_DEFAULTS.creationSource,
            fonts: '[]',
            platform: 'plugin',
            site_url: null,
            data: JSON.stringify({ ...typeDefaults(type), ...datedDefaults(type, now), ...DEMO_DATA[type] }),
            // Distinct timestamps keep "oldest of its type" stable.
            created_at: now + i,
            updated_at: now + i,
          })),
        )
        .execute();
      const chat = ids[WIDGET_TYPES.indexOf('ai_chat')];
      if (chat) await seedChatKnowledge(deps, chat);
    }
  }
  return { email: DEMO_EMAIL, password, widgets: await demoWidgetIds(deps) };
}

export async function demoWidgetIds(deps: Deps): Promise<Partial<Record<WidgetType, string>>> {
  const rows = await deps.db
    .selectFrom('widgets')
    .innerJoin('owners', 'owners.id', 'widgets.owner_id')
    .select(['widgets.id', 'widgets.type'])
    .where('owners.email', '=', DEMO_EMAIL)
    .orderBy('widgets.created_at', 'asc')
    .execute();
  const out: Partial<Record<WidgetType, string>> = {};
  for (const r of rows) if (!(r.type in out)) out[r.type as WidgetType] = r.id;
  return out;
}

/** The demo chat's knowledge, stored as the builder's "Texts" store it (POST /ai/api/store-text). */
async function seedChatKnowledge(deps: Deps, widgetId: string): Promise<void> {
  const { title, markdown } = CAFE_KNOWLEDGE;
  await upsertKnowledge(deps, { widgetId, kind: 'text', src: newId(), type: 'markdown', title, url: '', page: textToPage(markdown, '', title, true) });
  await bumpVersion(deps, widgetId);
}
