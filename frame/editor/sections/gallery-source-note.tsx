// A gallery fed by a source: whose pictures visitors see, or why they see the owner's own. For an
// Airtable, Notion or OneDrive account signed in to, or a MySQL or MongoDB database, which table,
// database, folder or collection (data.sourceTable), picked from the account's.
import { kindLabel } from '../../../shared/integrations';
import { GALLERY_TABLE_NOUNS, isGalleryTableKind, isPictureColumnKind, PICTURE_COLUMN_KINDS, pictureColumnsHint } from '../../../shared/widgets/gallery-source';
import { Select } from '../ui/fields';
import { setData, useEditor } from '../workspace/editor-context';

export function GallerySourceNote() {
  const { doc, store, sourceImages: source } = useEditor();
  if (!source) return null;
  const label = kindLabel(source.from);
  const picked = typeof doc.data.sourceTable === 'string' ? doc.data.sourceTable : '';
  const picks = isGalleryTableKind(source.from);
  const what = GALLERY_TABLE_NOUNS[source.from as keyof typeof GALLERY_TABLE_NOUNS] ?? 'table';
  const options = [{ value: '', label: 'None: the images below' }, ...source.tables.map((t) => ({ value: t.id, label: t.name }))];
  if (picked && !options.some((o) => o.value === picked)) options.push({ value: picked, label: `${picked} (not found in the account)` });
  return (
    <>
      {source.error ? (
        <p class="notice" role="alert">{`Your ${label || 'source'} could not be read: ${source.error.replace(/\.?$/, '.')} Visitors see the images below until it is fixed.`}</p>
      ) : source.images.length ? (
        <p class="notice" role="note">{`Visitors see the ${source.images.length} pictures of your ${label} source (Integrations). The images below show when it cannot be read.`}</p>
      ) : picks && picked ? (
        <p class="notice" role="note">
          {isPictureColumnKind(source.from)
            ? `This ${what} has no ${PICTURE_COLUMN_KINDS[source.from][0]}s with a picture (${pictureColumnsHint(source.from)}): visitors see the images below.`
            : `This ${what} has no pictures yet: visitors see the images below.`}
        </p>
      ) : null}
      {picks && (
        <Select label={`${label} ${what}`} name="data.sourceTable" value={picked} options={options} onChange={(v) => setData(store, ['sourceTable'], v)} />
      )}
    </>
  );
}
