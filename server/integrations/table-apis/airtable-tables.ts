// Airtable Web API: the tables of every base the token may read (meta/bases, meta/bases/{id}/tables), and
// a table's records (the first 100, as many as a gallery shows) as rows a gallery reads: the record's
// first picture attachment (its large thumbnail), its name (a Name or Title field, else its first text)
// and its first web link. A table is named "base id/table id", both Airtable ids.
import * as z from 'zod';
import { answerAs, isWebLink } from './provider-answer';
import type { TableApi, TableChoice } from './table-api';

const MAX_BASES = 25;
const Bases = z.object({ bases: z.array(z.object({ id: z.string(), name: z.string() })) });
const Tables = z.object({ tables: z.array(z.object({ id: z.string(), name: z.string() })) });
const Records = z.object({ records: z.array(z.object({ id: z.string(), fields: z.record(z.string(), z.unknown()) })) });
const Attachment = z.object({ url: z.string(), type: z.string().optional(), thumbnails: z.object({ large: z.object({ url: z.string() }).optional() }).optional() });

const AIRTABLE_ID = /^(app|tbl)[A-Za-z0-9]{3,30}$/;

const parsed = <T>(schema: z.ZodType<T>, answer: unknown): T => answerAs('Airtable', schema, answer);

/** A record's first picture: an attachment whose type is an image. */
function picture(fields: Record<string, unknown>): string | undefined {
  for (const v of Object.values(fields)) {
    if (!Array.isArray(v)) continue;
    for (const a of v) {
      const att = Attachment.safeParse(a);
      if (att.success && (att.data.type ?? '').startsWith('image/')) return att.data.thumbnails?.large?.url ?? att.data.url;
    }
  }
  return undefined;
}

function name(fields: Record<string, unknown>): string | undefined {
  const byKey = Object.entries(fields);
  const named = byKey.find(([k, v]) => /^(name|title)$/i.test(k) && typeof v === 'string');
  const text = named ?? byKey.find(([, v]) => typeof v === 'string' && v.trim() && !isWebLink(v));
  return text ? String(text[1]) : undefined;
}

export const airtableTables: TableApi = {
  async tables(get) {
    const bases = parsed(Bases, await get('/v0/meta/bases')).bases.slice(0, MAX_BASES);
    const out: TableChoice[] = [];
    for (const b of bases) {
      if (!AIRTABLE_ID.test(b.id)) continue;
      for (const t of parsed(Tables, await get(`/v0/meta/bases/${b.id}/tables`)).tables) out.push({ id: `${b.id}/${t.id}`, name: `${b.name} › ${t.name}` });
    }
    return out;
  },

  async rows(get, table) {
    const [base, tbl] = table.split('/');
    if (!base || !tbl || !AIRTABLE_ID.test(base) || !AIRTABLE_ID.test(tbl)) return [];
    const { records } = parsed(Records, await get(`/v0/${base}/${tbl}?pageSize=100`));
    return records.map((r) => ({ id: r.id, image: picture(r.fields), title: name(r.fields), link: Object.values(r.fields).find(isWebLink) }));
  },
};
