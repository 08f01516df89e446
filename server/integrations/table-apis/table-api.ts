// An account signed in to whose tables can feed a gallery (Airtable's tables, Notion's databases): the
// tables to pick from in the builder, and a picked table's rows as a gallery reads them (id, image,
// title, link: shared/widgets/gallery-source.ts).
import type { ProviderCall } from '../provider-api';

export interface TableChoice {
  /** The provider's id of the table ("appX/tblY" for Airtable, a database id for Notion). */
  id: string;
  /** "Base › Table", or the database's title. */
  name: string;
}

export interface TableApi {
  tables(call: ProviderCall): Promise<TableChoice[]>;
  /** The first rows of `table` (as many as a gallery shows); none when `table` is not an id of this provider. */
  rows(call: ProviderCall, table: string): Promise<Record<string, unknown>[]>;
}
