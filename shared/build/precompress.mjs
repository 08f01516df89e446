// Build step (build.mjs): writes a brotli (.br) and a gzip (.gz) sibling next to every text file of the
// public folder, so the server sends the compressed bytes a browser would otherwise fetch raw
// (server/static/static-file.ts), without compressing anything per request. High levels, because this
// runs once per build and the files are served for a year.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const br = promisify(brotliCompress);
const gz = promisify(gzip);

const COMPRESSIBLE = new Set(['.js', '.mjs', '.css', '.json', '.map', '.html', '.svg', '.txt']);
/** Above this (the pdf.js files), quality 11 takes seconds per file; 9 is many times faster. */
const LARGE = 256 * 1024;
/** Below this a compressed body saves less than a packet; the server sends such files as they are. */
const MIN_BYTES = 1024;

function* files(dir) {
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, e.name);
    if (e.isDirectory()) yield* files(p);
    else if (e.isFile() && COMPRESSIBLE.has(extname(e.name).toLowerCase())) yield p;
  }
}

/** Compresses every text file of `dir` on the thread pool; returns how many files it compressed. */
export async function precompress(dir) {
  const jobs = [];
  for (const file of files(dir)) {
    if (statSync(file).size < MIN_BYTES) continue;
    const body = readFileSync(file);
    jobs.push(
      Promise.all([
        br(body, { params: { [constants.BROTLI_PARAM_QUALITY]: body.length > LARGE ? 9 : 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
        gz(body, { level: 9 }),
      ]).then(([b, g]) => {
        // A sibling that saves nothing would only cost the browser a decode.
        if (b.length < body.length) writeFileSync(`${file}.br`, b);
        if (g.length < body.length) writeFileSync(`${file}.gz`, g);
      }),
    );
  }
  await Promise.all(jobs);
  return jobs.length;
}
