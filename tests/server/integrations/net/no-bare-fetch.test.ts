// Makes a bare outbound request to an owner-given URL impossible to merge (issue 4 §3): outside
// server/net/, server code may call fetch / http(s).request / http(s).get only with a URL built from a
// configured third-party base URL (config.*BaseUrl). Everything else goes through guardedFetch.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(__dirname, '../../../..');
const CALL = /(?<![.\w])(?:fetch|https?\.(?:request|get)|request|get)\s*\(|(?<![\w])(?:globalThis|window)\.fetch\s*\(|from\s+['"](?:undici|node-fetch|axios|got)['"]/g;

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) return files(p);
    return /\.(ts|tsx|mts|js|mjs)$/.test(name) ? [p] : [];
  });
}

/** Offending calls in one source text, as "line: snippet". */
export function bareCalls(src: string, importsHttp: boolean): string[] {
  const found: string[] = [];
  const code = src.replace(/\/\*[\s\S]*?\*\//g, (m) => m.replace(/[^\n]/g, ' ')).replace(/(^|[^:])\/\/.*$/gm, '$1');
  for (const m of code.matchAll(CALL)) {
    const word = m[0];
    // Plain `request(`/`get(` only count when node:http(s) is imported by name into this file.
    if (/^(request|get)\s*\(/.test(word) && !importsHttp) continue;
    if (word.startsWith('from')) {
      found.push(`${code.slice(0, m.index).split('\n').length}: ${word}`);
      continue;
    }
    const arg = code.slice((m.index ?? 0) + word.length, (m.index ?? 0) + word.length + 160).split(/[,)]/)[0];
    if (/baseUrl/i.test(arg)) continue;
    found.push(`${code.slice(0, m.index).split('\n').length}: ${word}${arg.trim()}`);
  }
  return found;
}

describe('no bare outbound fetch in server code', () => {
  it('detects the patterns it is meant to forbid', () => {
    expect(bareCalls('await fetch(widget.data.url)', false)).toHaveLength(1);
    expect(bareCalls('http.request(u, opts)', false)).toHaveLength(1);
    expect(bareCalls("import { request } from 'node:https'\nrequest(u)", true)).toHaveLength(1);
    expect(bareCalls("import got from 'got'", false)).toHaveLength(1);
    expect(bareCalls('await fetch(`${deps.config.paypalBaseUrl}/v1/oauth2/token`, init)', false)).toHaveLength(0);
    expect(bareCalls('await guardedFetch(url)', false)).toHaveLength(0);
    expect(bareCalls('app.request(url) // fetch(x)', false)).toHaveLength(0);
  });

  it('finds none outside server/net/', () => {
    const offenders: string[] = [];
    for (const file of files(join(ROOT, 'server'))) {
      const rel = relative(ROOT, file);
      if (rel.startsWith(join('server', 'net'))) continue;
      const src = readFileSync(file, 'utf8');
      const importsHttp = /import\s*\{[^}]*\b(request|get)\b[^}]*\}\s*from\s*['"](node:)?https?['"]/.test(src);
      for (const hit of bareCalls(src, importsHttp)) offenders.push(`${rel}:${hit}`);
    }
    expect(offenders).toEqual([]);
  });

  // Sockets to owner-given hosts (databases) are opened only where the address is vetted first: the
  // guarded fetcher and the vetting proxy (server/net/), and the database connectors, which use them.
  it('opens raw sockets and database connections only in server/net/ and server/integrations/databases/', () => {
    const RAW = /(?<![\w])(?:net|tls)\.(?:connect|createConnection)\s*\(|(?<![\w.])(?:\w+\.)?createConnection\s*\(|new\s+MongoClient\s*\(/g;
    expect('net.connect(1) mysql.createConnection({}) new MongoClient(u)'.match(RAW)).toHaveLength(3);
    const offenders: string[] = [];
    for (const file of files(join(ROOT, 'server'))) {
      const rel = relative(ROOT, file);
      if (rel.startsWith(join('server', 'net')) || rel.startsWith(join('server', 'integrations', 'databases'))) continue;
      for (const m of readFileSync(file, 'utf8').matchAll(RAW)) offenders.push(`${rel}: ${m[0]}`);
    }
    expect(offenders).toEqual([]);
  });
});
