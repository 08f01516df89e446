// Memory of a server-like process holding one widget's index: opens the bench's SQLite database, builds
// the index from storage exactly as the server does (index-registry), answers a few questions, and
// prints its RSS and heap before and after as JSON. The bench bundles this file with esbuild and runs it
// under plain node with --expose-gc, so neither tsx nor the bench's own data weighs on the figure.
import { buildIndex } from '../../server/ai/index-registry';
import { composeAnswer } from '../../server/ai/engine/compose-answer';
import { loadConfig } from '../../server/config';
import { openDatabase } from '../../server/db/connect';
import { type Deps, silentLogger } from '../../server/deps';

const [dataDir, widgetId, ...questions] = process.argv.slice(2);
const gc = (globalThis as { gc?: () => void }).gc ?? (() => {});
const usage = () => {
  gc();
  const m = process.memoryUsage();
  return { rss: m.rss, heapUsed: m.heapUsed, external: m.external };
};
const config = loadConfig({ DATA_DIR: dataDir, PUBLIC_URL: 'http://localhost:4000' });
const opened = openDatabase(config);
const deps = { db: opened.db, dialect: opened.dialect, config, log: silentLogger, now: () => Date.now() } as Deps;
const before = usage();
const index = await buildIndex(deps, widgetId);
for (const q of questions) composeAnswer(index, q);
const after = usage();
await opened.close();
process.stdout.write(JSON.stringify({ chunks: index.size, before, after }));
