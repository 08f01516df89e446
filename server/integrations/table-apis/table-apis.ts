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

/** An account's tables through its provider's API, with the integration's token. */
function viaAccount(api: TableApi) {
  return (deps: Deps, row: IntegrationRow): TableSource => {
    const call = providerCallFor(deps, row);
    return { tables: () => api.tables(call), rows: (table) => api.rows(call, table) };
  };
}

/** A database's tables through a connection; its credentials are opened only when it is read, not on
 *  every viewer call that finds its rows in the cache. */
function viaDatabase(open: (deps: Deps, values: Record<string, unknown>, secrets: Record<string, string>) => TableSource) {
  return (deps: Deps, row: IntegrationRow): TableSource => {
    const source = () => open(deps, parseObject(row.values), openSecrets(deps, row));
    return { tables: () => source().tables(), rows: (table) => source().rows(table) };
  };
}

const TABLE_SOURCES: Readonly<Record<(typeof GALLERY_TABLE_KINDS)[number], (deps: Deps, row: IntegrationRow) => TableSource>> = {
  airtable: viaAccount(airtableTables),
  notion: viaAccount(notionDatabases),
  'one-drive': viaAccount(oneDriveFolders),
  'webflow-collection': viaAccount(webflowCollections),
  mysql: viaDatabase((deps, v, s) => mysqlTables(deps, { host: String(v.host ?? ''), user: String(v.user ?? ''), database: String(v.database ?? ''), password: s.password ?? '' })),
  mongodb: viaDatabase((deps, v, s) => mongodbCollections(deps, { connectionUrl: s.connectionUrl ?? '', dbName: String(v.dbName ?? '') })),
};

export function tableSourceOf(deps: Deps, row: IntegrationRow): TableSource | undefined {
  return Object.hasOwn(TABLE_SOURCES, row.type) ? TABLE_SOURCES[row.type as keyof typeof TABLE_SOURCES](deps, row) : undefined;
}
