// A stored widget row as the API returns it (SPEC §3 Widget).
import { isWidgetType } from '../../shared/widget-types';
import { WIDGET_DEFAULTS_BY_TYPE } from '../../shared/widgets/defaults';
import type { WidgetTable } from '../db/database';
import type { OwnFont } from '../../shared/design/own-font';
import { mergeOverDefaults } from './merge-defaults';

export interface WidgetDto {
  guid: string;
  type: string;
  galleryId: string;
  projectId: string | null;
  name: string;
  description: string;
  previewImage: string | null;
  slug: string | null;
  modelVersion: number;
  privacy: string;
  status: string;
  creationSource: string;
  platform: string;
  planFeatures: Record<string, unknown>;
  fonts: OwnFont[];
  data: Record<string, unknown>;
  createdAt: number;
  updatedAt: number;
}

/** Stored data went through safeJsonParse on the way in; plain JSON.parse is enough (and much faster). */
export function parseData(text: string): Record<string, unknown> {
  try {
    const v = JSON.parse(text) as unknown;
    return typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** Stored fonts were validated on the way in (ProjectFontSchema). */
export function parseFonts(text: string | undefined): OwnFont[] {
  if (!text || text === '[]') return [];
  try {
    const v = JSON.parse(text) as unknown;
    return Array.isArray(v) ? (v as OwnFont[]) : [];
  } catch {
    return [];
  }
}

export function typeDefaults(type: string): Record<string, unknown> {
  return isWidgetType(type) ? WIDGET_DEFAULTS_BY_TYPE[type] : {};
}

/** `merge`: data over the type's defaults (viewer and editor reads); `omitData`: listings. */
export function toWidgetDto(row: WidgetTable, opts: { merge?: boolean; omitData?: boolean } = {}): WidgetDto {
  const stored = opts.omitData ? {} : parseData(row.data);
  return {
    guid: row.id,
    type: row.type,
    galleryId: row.gallery_id,
    projectId: row.project_id,
    name: row.name,
    description: row.description,
    previewImage: row.preview_image,
    slug: row.slug,
    modelVersion: row.model_version,
    privacy: row.privacy,
    status: row.status,
    creationSource: row.creation_source,
    platform: row.platform,
    // Plan limits are not modelled yet; an empty map makes every feature fall back to SPEC §6 defaults.
    planFeatures: {},
    fonts: opts.omitData ? [] : parseFonts(row.fonts),
    data: opts.merge && !opts.omitData ? mergeOverDefaults(typeDefaults(row.type), stored) : stored,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}
