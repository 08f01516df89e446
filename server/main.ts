// `npm start` / `node dist/server/main.js`: start, print the URLs and the demo login, stop gracefully.
import { loadConfig } from './config';
import { jsonLogger } from './deps';
import { startServer } from './start-server';

const out = (line: string) => process.stdout.write(`${line}\n`);

async function main(): Promise<void> {
  const config = loadConfig();
  const log = jsonLogger((line) => process.stdout.write(line));
  const server = await startServer(config, { log, demoPassword: process.env.DEMO_PASSWORD || undefined });
  out('');
  out(`  Tessera app:  ${server.url}`);
  out(`  Demo host:    ${server.demoUrl}`);
  out(`  Demo login:   ${server.demo.email} / ${server.demo.password ?? '(set on first start; see the first start\'s output)'}`);
  out('');
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info('shutting down', { signal });
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    await server.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

main().catch((err) => {
  process.stderr.write(`Tessera failed to start: ${err instanceof Error ? err.stack ?? err.message : String(err)}\n`);
  process.exit(1);
});
