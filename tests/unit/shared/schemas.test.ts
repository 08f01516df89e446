import { describe, expect, expectTypeOf, it } from 'vitest';
import * as z from 'zod';
import type { SiteVisitorContext } from '../../../shared/bridge/host-to-frame';
import {
  AppListEntrySchema, CartSchema, ChatBody, ColorSchemeSchema, ContextSchema, CustomDomainBody, EditorStateSchema,
  EventTrackingConfigSchema, IntegrationCreateBody, KnowledgeItemSchema, MaskMapSchema, SiteVisitorContextSchema,
  UpdateAiIntegrationBody, UserSchema, WidgetCreateBody, WidgetInstancesQuery, WidgetSchema, envelopeSchema,
} from '../../../shared/schemas';
import { WIDGET_DEFAULTS } from '../../../shared/constants';
import { commonDefaults } from '../../../shared/widgets/common-data';

describe('Widget schema (SPEC §3, §9 defaults)', () => {
  const w = WidgetSchema.parse({ type: 'form' });
  it.each(Object.entries(WIDGET_DEFAULTS))('defaults %s to %s', (k, v) => {
    expect(w[k as keyof typeof w]).toBe(v);
  });
  it('defaults projectId to null and the data blocks to empty values', () => {
    expect(w.projectId).toBeNull();
    expect(w.data).toEqual({
      styles: {}, displayRules: { triggers: { pageScroll: { active: false } } }, localization: { languages: {} },
      deviceRewrites: { desktop: { styles: {}, rewrites: {} }, tablet: { styles: {}, rewrites: {} }, mobile: { styles: {}, rewrites: {} } },
      customCSS: '', integrations: [],
    });
  });
  it('treats creationSource nindo as website and keeps others', () => {
    expect(WidgetSchema.parse({ type: 'form', creationSource: 'nindo' }).creationSource).toBe('website');
    expect(WidgetSchema.parse({ type: 'form', creationSource: 'wix' }).creationSource).toBe('wix');
  });
  it('accepts the shared common widget defaults (shared/widgets/common-data.ts)', () => {
    expect(WidgetSchema.parse({ type: 'form', data: commonDefaults }).data).toMatchObject(commonDefaults);
    expect(WidgetSchema.safeParse({ type: 'form', data: { colorScheme: { preset: '15' } } }).error?.issues[0].path).toEqual(['data', 'colorScheme', 'preset']);
  });
  it('keeps type-specific data keys (passthrough)', () => {
    expect(WidgetSchema.parse({ type: 'audio_player', data: { songs: [{ id: 'a' }] } }).data.songs).toEqual([{ id: 'a' }]);
  });
  it('reports malformed input as issues with paths, never throwing', () => {
    const r = WidgetSchema.safeParse({ type: 'form', name: 5, data: { displayRules: { triggers: { pageScroll: { active: 'yes' } } }, integrations: 'csv' } });
    expect(r.success).toBe(false);
    expect(r.error!.issues.map((i) => i.path.join('.')).sort()).toEqual(['data.displayRules.triggers.pageScroll.active', 'data.integrations', 'name']);
    for (const bad of [null, 'x', 42, [], { type: 'unknown' }]) expect(WidgetSchema.safeParse(bad).success).toBe(false);
  });
});

describe('other SPEC §3 entities', () => {
  it('EditorState defaults: theme dark, sidebar 70, drawer 401, clean save state', () => {
    expect(EditorStateSchema.parse({})).toMatchObject({
      theme: 'dark', sidebarSize: 70, drawerSize: 401, isSaved: false, isChanged: false, saving: false, hasError: false,
      undoHistory: [], redoHistory: [], submissionCounters: { state: 'idle', counters: {} }, popups: { projectSelection: false, login: false },
    });
  });
  it('Context defaults appType to widget', () => expect(ContextSchema.parse({}).appType).toBe('widget'));
  it('Cart starts closed, empty and idle', () => expect(CartSchema.parse({})).toEqual({ opened: false, items: [], status: 'idle' }));
  it('User defaults to anonymous, not premium', () => expect(UserSchema.parse({})).toMatchObject({ isAuthenticated: false, isPremium: false }));
  it('ColorScheme needs text, background and accent as hex colours', () => {
    expect(ColorSchemeSchema.safeParse({ text: '#000', background: '#fff', accent: '#123456' }).success).toBe(true);
    expect(ColorSchemeSchema.safeParse({ text: 'red', background: '#fff', accent: '#123456' }).error?.issues[0].path).toEqual(['text']);
  });
  it('AppListEntry has icon, name, serviceName, slug, type', () => {
    expect(Object.keys(AppListEntrySchema.shape)).toEqual(['icon', 'name', 'serviceName', 'slug', 'type']);
  });
  it('MaskMap maps item ids to urls', () => expect(MaskMapSchema.parse({ a: 'https://x/m/1' })).toEqual({ a: 'https://x/m/1' }));
  it('EventTrackingConfig needs a tagId or a token and defaults events to []', () => {
    expect(EventTrackingConfigSchema.parse({ token: 't' }).events).toEqual([]);
    expect(EventTrackingConfigSchema.safeParse({ events: [] }).success).toBe(false);
  });
  it('KnowledgeItem discriminates files, texts and websites', () => {
    expect(KnowledgeItemSchema.parse({ kind: 'text', itemId: 't1', type: 'text', textContent: 'hi' })).toMatchObject({ isActive: true, title: '' });
  });
  it('SiteVisitorContext schema matches the bridge type both ways', () => {
    expectTypeOf<z.infer<typeof SiteVisitorContextSchema>>().toEqualTypeOf<SiteVisitorContext>();
    const ctx: SiteVisitorContext = {
      version: 1, language: 'en-US', timezone: 'UTC', domain: 'a.test', currentUrl: 'https://a.test/', currentPage: '/', device: 'mobile',
      lastActivity: 1, scrollPercentage: 50, hasExitIntent: false, websiteSession: { firstVisit: 1, lastVisit: 2, clicks: 0, pages: 1, visits: 1 },
      dimensions: { width: 1, height: 2 },
    };
    expect(SiteVisitorContextSchema.parse(ctx)).toEqual(ctx);
  });
  it('envelope wraps data with success and an optional message', () => {
    expect(envelopeSchema(z.number()).parse({ success: true, data: 1 })).toEqual({ success: true, data: 1 });
  });
});

describe('SPEC §7 request bodies', () => {
  it('widget POST body defaults projectId to null', () => expect(WidgetCreateBody.parse({}).projectId).toBeNull());
  it('integration POST body validates the kind fields at their paths', () => {
    const r = IntegrationCreateBody.safeParse({ type: 'stripe', publishableKey: 'pk' });
    expect(r.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['privateKey', 'Secret key is required.']]);
    expect(IntegrationCreateBody.safeParse({ type: 'nope' }).success).toBe(false);
    expect(IntegrationCreateBody.parse({ type: 'csv', url: 'https://a.test/x.csv', componentId: 'w1' })).toMatchObject({ componentId: 'w1' });
  });
  it('instances query coerces paging and splits comma lists', () => {
    expect(WidgetInstancesQuery.parse({ page: '2', exclude: 'a, b,' })).toMatchObject({ page: 2, limit: 20, exclude: ['a', 'b'] });
  });
  it('custom domain body accepts a host name only', () => {
    expect(CustomDomainBody.parse({ domain: 'Widgets.Example.com' }).domain).toBe('widgets.example.com');
    expect(CustomDomainBody.safeParse({ domain: 'https://x.com/a' }).success).toBe(false);
  });
  it('chat body needs a 64-hex signature', () => {
    expect(ChatBody.safeParse({ sessionId: 's', input: 'hi', signature: 'x' }).error?.issues[0].path).toEqual(['signature']);
    expect(ChatBody.parse({ sessionId: 's', input: 'hi', signature: 'a'.repeat(64) }).history).toEqual([]);
  });
  it('AI integration update needs isActive or staticInputs', () => {
    expect(UpdateAiIntegrationBody.safeParse({}).success).toBe(false);
    expect(UpdateAiIntegrationBody.safeParse({ isActive: true }).success).toBe(true);
  });
});
