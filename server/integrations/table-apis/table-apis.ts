// The accounts and databases whose tables can feed a gallery, by integration kind (GALLERY_TABLE_KINDS):
// an account's through its provider's API with the integration's token, a MySQL or MongoDB database's
// through a connection with its credentials.
import type { GALLERY_TABLE_KINDS } from '../../../shared/widgets/gallery-source';
import type { Deps } from '../../deps';
import type { IntegrationRow } from '../integration-table';
import { parseObject } from '../integration-dto';
import { openSecrets } from '../prepare-integration';
import { providerCallFor } from '../provider-api';
import { airtableTables } from './airtable-tables';
import { mongodbCollections } from './mongodb-collections';
import { mysqlTables } from './mysql-tables';
import { notionDatabases } from './notion-databases';
import { oneDriveFolders } from './onedrive-folders';
import { webflowCollections } from './webflow-collections';
import type { TableApi, TableChoice } from './table-api';

/** One integration's tables: those to pick from, and a picked one's rows. */
export interface TableSource {
  tables(): Promise<TableChoice[]>;
  rows(table: string): Promise<Record<string, unknown>[]>;
}

const ACCOUNT_APIS: Readonly<Record<Exclude<(typeof GALLERY_TABLE_KINDS)[number], 'mysql' | 'mongodb'>, TableApi>> = {
  airtable: airtableTables,
  notion: notionDatabases,
  'one-drive': oneDriveFolders,
  'webflow-collection': webflowCollections,
};

export function tableSourceOf(deps: Deps, row: IntegrationRow): TableSource | undefined {
  if (row.type === 'mysql' || row.type === 'mongodb') {
    const v = parseObject(row.values);
    const secrets = openSecrets(deps, row);
    return row.type === 'mysql'
      ? mysqlTables(deps, { host: String(v.host ?? ''), user: String(v.user ?? ''), database: String(v.database ?? ''), password: secrets.password ?? '' })
      : mongodbCollections(deps, { connectionUrl: secrets.connectionUrl ?? '', dbName: String(v.dbName ?? '') });
  }
  const api = ACCOUNT_APIS[row.type as keyof typeof ACCOUNT_APIS];
  if (!api) return undefined;
  const call = providerCallFor(deps, row);
  return { tables: () => api.tables(call), rows: (table) => api.rows(call, table) };
}
