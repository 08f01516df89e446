// A real MariaDB server (MySQL's protocol) for the MySQL integration's tests: a private instance in a
// temp dir on a free loopback port, started by the test file that needs it and stopped after. It comes
// from Debian's packages (mariadb-server-core, mariadb-client-core for mariadb-install-db), which
// .ci/run installs; a missing one is a failure, never a skip.
import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import mysql from 'mysql2/promise';
import { freePort } from '../helpers/loopback';

const SERVER = '/usr/sbin/mariadbd';

export interface MariaDb {
  port: number;
  /** Runs statements as root (over the server's socket). */
  admin(sql: string): Promise<void>;
  stop(): Promise<void>;
}

function ready(proc: ChildProcess, log: () => string): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`MariaDB did not start in 30 s:\n${log()}`)), 30_000);
    proc.stderr!.on('data', () => {
      if (/ready for connections/.test(log())) clearTimeout(timer), resolve();
    });
    proc.once('exit', (code) => (clearTimeout(timer), reject(new Error(`MariaDB exited (${code}):\n${log()}`))));
  });
}

export async function startMariaDb(): Promise<MariaDb> {
  if (!existsSync(SERVER)) throw new Error('MariaDB is not installed: apt-get install -y mariadb-server-core mariadb-client-core');
  const dir = mkdtempSync(join(tmpdir(), 'tessera-mariadb-'));
  const data = join(dir, 'data');
  const socket = join(dir, 'sock');
  const user = process.getuid?.() === 0 ? ['--user=root'] : [];
  execFileSync('mariadb-install-db', ['--no-defaults', `--datadir=${data}`, ...user, '--auth-root-authentication-method=normal', '--skip-test-db'], { stdio: 'pipe' });
  const port = await freePort();
  const proc = spawn(
    SERVER,
    ['--no-defaults', `--datadir=${data}`, `--socket=${socket}`, `--port=${port}`, '--bind-address=127.0.0.1', ...user, '--skip-log-bin', '--innodb-buffer-pool-size=16M', `--pid-file=${join(dir, 'pid')}`],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let log = '';
  proc.stderr!.on('data', (d: Buffer) => (log += d.toString()));
  await ready(proc, () => log);
  return {
    port,
    async admin(sql) {
      const conn = await mysql.createConnection({ socketPath: socket, user: 'root', multipleStatements: true });
      try {
        await conn.query(sql);
      } finally {
        await conn.end();
      }
    },
    async stop() {
      const exited = new Promise((r) => proc.once('exit', r));
      proc.kill('SIGTERM');
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
