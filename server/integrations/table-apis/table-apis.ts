// The accounts whose tables can feed a gallery, by integration kind (GALLERY_TABLE_KINDS).
import type { GALLERY_TABLE_KINDS } from '../../../shared/widgets/gallery-source';
import { airtableTables } from './airtable-tables';
import { notionDatabases } from './notion-databases';
import { oneDriveFolders } from './onedrive-folders';
import type { TableApi } from './table-api';

const TABLE_APIS: Readonly<Record<(typeof GALLERY_TABLE_KINDS)[number], TableApi>> = {
  airtable: airtableTables,
  notion: notionDatabases,
  'one-drive': oneDriveFolders,
};

export const tableApiOf = (kind: string): TableApi | undefined => TABLE_APIS[kind as keyof typeof TABLE_APIS];
