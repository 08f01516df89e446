// An integration's settings as its service code reads them: the non-secret values and the opened
// secrets, by the catalogue's field names (a value that is not text, such as an OAuth grant's facts, is
// left out).
import type { Deps } from '../deps';
import { parseObject } from '../integrations/integration-dto';
import type { IntegrationRow } from '../integrations/integration-table';
import { openSecrets } from '../integrations/prepare-integration';

export function integrationFields(deps: Deps, row: IntegrationRow): Record<string, string> {
  const values = Object.fromEntries(Object.entries(parseObject(row.values)).filter((e): e is [string, string] => typeof e[1] === 'string'));
  return { ...values, ...openSecrets(deps, row) };
}
