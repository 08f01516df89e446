// A fresh, empty PostgreSQL database per test env (tests/setup/postgres.ts starts the cluster and
// drops the databases after the file).
import { createTestDatabase } from '../../../setup/postgres';

export function freshPostgresUrl(): Promise<string> {
  return createTestDatabase();
}
