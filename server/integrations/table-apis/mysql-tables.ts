// A MySQL database as a gallery's source: its tables and views to pick from, and the first rows of the
// picked one as they are (column name → value), which the gallery reads by the column names such
// sources commonly use (an image or image_url column, a title or name, a link: gallery-source.ts).
// Only a table the database lists is read, quoted as one name, so a pick cannot reach another database.
import type { Connection, RowDataPacket } from 'mysql2/promise';
import type { Deps } from '../../deps';
import { MAX_SOURCE_IMAGES } from '../../../shared/widgets/gallery-source';
import { MYSQL_QUERY_MS, withMysql, type MysqlSettings } from '../databases/mysql-connection';
import type { TableChoice } from './table-api';
import type { TableSource } from './table-apis';

const quoted = (name: string) => `\`${name.replace(/`/g, '``')}\``;

/** Values a page can show: text and numbers; binary columns (BLOBs) and JSON objects are left out. */
function plainRow(row: RowDataPacket): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(row)) if (typeof v === 'string' || typeof v === 'number') out[k] = v;
  return out;
}

async function tableNames(conn: Connection): Promise<string[]> {
  const [rows] = await conn.query<RowDataPacket[]>({ sql: 'SHOW FULL TABLES', rowsAsArray: true, timeout: MYSQL_QUERY_MS });
  return rows.map((r) => String((r as unknown as unknown[])[0])).sort((a, b) => a.localeCompare(b));
}

export function mysqlTables(deps: Deps, settings: MysqlSettings): TableSource {
  return {
    tables: () => withMysql(deps, settings, async (conn) => (await tableNames(conn)).map((name): TableChoice => ({ id: name, name }))),
    rows: (table) =>
      withMysql(deps, settings, async (conn) => {
        if (!(await tableNames(conn)).includes(table)) return [];
        const [rows] = await conn.query<RowDataPacket[]>({ sql: `SELECT * FROM ${quoted(table)} LIMIT ${MAX_SOURCE_IMAGES}`, timeout: MYSQL_QUERY_MS });
        return rows.map(plainRow);
      }),
  };
}
