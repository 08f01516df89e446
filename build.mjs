// Builds the three realms: the loader (one small IIFE for host pages), the frame (ESM, code-split per
// widget and for the builder) and the server (Node bundle, packages left external).
// Writes dist/public/manifest.json so the server can name hashed assets and modulepreload widget chunks.
import * as esbuild from 'esbuild';
import { existsSync, mkdirSync, rmSync, writeFileSync, cpSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = dirname(fileURLToPath(import.meta.url));
const dist = join(root, 'dist');
const pub = join(dist, 'public');

rmSync(dist, { recursive: true, force: true });
mkdirSync(join(pub, 'assets'), { recursive: true });

const common = { absWorkingDir: root, bundle: true, logLevel: 'warning', legalComments: 'none' };

// V8 explicit compile hint (Chrome 136+), first line of the file: compile every function eagerly while the
// script streams in, on a background thread, instead of lazily on the host page's main thread at each
// function's first call. Nearly every function of both loader stages runs during a widget's first load.
const eager = { js: '//# allFunctionsCalledOnLoad' };

// Production builds are what size budgets measure; define NODE_ENV so debug-only code drops out.
const define = { 'process.env.NODE_ENV': '"production"' };

// The loader comes in two stages so the script every host page downloads stays tiny: loader.js finds
// placeholders, reserves their height and creates iframes; the runtime (penpal bridge, sizing, popups,
// visitor context) is fetched from the APP origin only once a widget is about to mount.
const runtime = await esbuild.build({
  ...common,
  entryPoints: { 'loader-runtime': 'loader/runtime/index.ts' },
  outdir: join(pub, 'assets'),
  entryNames: '[name]-[hash]',
  format: 'iife',
  // penpal uses private class fields; lowering them to WeakMaps for old targets costs ~600 B gz, and
  // every browser that runs the frames (ES modules, ResizeObserver) has them natively.
  target: ['es2022'],
  minify: true,
  metafile: true,
  define,
  banner: eager,
});
const runtimeFile = relative(pub, join(root, Object.keys(runtime.metafile.outputs).find((o) => o.endsWith('.js')))).split('\\').join('/');

const loader = await esbuild.build({
  ...common,
  entryPoints: ['loader/index.ts'],
  outfile: join(pub, 'loader.js'),
  format: 'iife',
  target: ['es2019'],
  minify: true,
  metafile: true,
  define: { ...define, __TESSERA_RUNTIME__: JSON.stringify(runtimeFile) },
  banner: eager,
});

const frameEntries = { viewer: 'frame/viewer.tsx' };
if (existsSync(join(root, 'frame/editor/index.tsx'))) frameEntries.editor = 'frame/editor/index.tsx';

const frameOptions = {
  ...common,
  outdir: join(pub, 'assets'),
  entryNames: '[name]-[hash]',
  chunkNames: 'chunks/[name]-[hash]',
  assetNames: 'media/[name]-[hash]',
  format: 'esm',
  splitting: true,
  // es2022: native class fields and #private (penpal uses them); lowering them cost ~600 B gz of helpers.
  target: ['es2022'],
  minify: true,
  metafile: true,
  jsx: 'automatic',
  jsxImportSource: 'preact',
  alias: { react: 'preact/compat', 'react-dom': 'preact/compat', 'react/jsx-runtime': 'preact/jsx-runtime' },
  loader: { '.woff2': 'file', '.woff': 'file', '.svg': 'file', '.png': 'file', '.jpg': 'file', '.mjs': 'js' },
  define,
};
// The builder is its own build: code split against the viewer, the viewer's shared chunks would carry
// builder-only exports of shared modules (~1 KB gz of the viewer's 20 KB budget). Same output folder,
// metafiles merged so manifest and budget tests see one picture; widget chunks come from the viewer build.
const viewerBuild = await esbuild.build({ ...frameOptions, entryPoints: { viewer: frameEntries.viewer } });
const editorBuild = frameEntries.editor ? await esbuild.build({ ...frameOptions, entryPoints: { editor: frameEntries.editor } }) : null;
const frame = {
  metafile: {
    inputs: { ...editorBuild?.metafile.inputs, ...viewerBuild.metafile.inputs },
    outputs: { ...editorBuild?.metafile.outputs, ...viewerBuild.metafile.outputs },
  },
};
const viewerOutputs = new Set(Object.keys(viewerBuild.metafile.outputs));

// Map entries and per-widget dynamic chunks (frame/widgets/<type>/index.tsx) to their hashed files.
const manifest = { loaderRuntime: runtimeFile, entries: {}, css: {}, widgets: {}, imports: {} };
for (const [out, meta] of Object.entries(frame.metafile.outputs)) {
  const file = relative(pub, join(root, out)).split('\\').join('/');
  if (!meta.entryPoint) continue;
  const entryName = Object.entries(frameEntries).find(([, src]) => src === meta.entryPoint)?.[0];
  const widget = viewerOutputs.has(out) ? /^frame\/widgets\/([^/]+)\/index\.tsx?$/.exec(meta.entryPoint)?.[1] : undefined;
  const key = entryName ?? (widget ? `widget:${widget.replaceAll('-', '_')}` : null);
  if (!key) continue;
  if (entryName) manifest.entries[entryName] = file;
  // Folders are kebab-case (frame/widgets/image-gallery/), type ids snake_case (image_gallery).
  if (widget) manifest.widgets[widget.replaceAll('-', '_')] = file;
  if (meta.cssBundle) manifest.css[key] = relative(pub, join(root, meta.cssBundle)).split('\\').join('/');
  manifest.imports[key] = meta.imports
    .filter((i) => i.kind === 'import-statement')
    .map((i) => relative(pub, join(root, i.path)).split('\\').join('/'));
}
// Lazy viewer chunks every embedded frame needs soon after its first paint (frame/viewer/session.ts
// imports the bridge dynamically): named so the frame document can modulepreload them with the entry.
manifest.lazy = {};
for (const [out, meta] of Object.entries(viewerBuild.metafile.outputs)) {
  if (meta.entryPoint === 'frame/viewer/bridge.ts') {
    const file = relative(pub, join(root, out)).split('\\').join('/');
    const imports = meta.imports.filter((i) => i.kind === 'import-statement').map((i) => relative(pub, join(root, i.path)).split('\\').join('/'));
    manifest.lazy.bridge = [file, ...imports];
  }
}
writeFileSync(join(pub, 'manifest.json'), JSON.stringify(manifest, null, 2));

// Metafiles let the budget tests prove what each bundle contains (no zod or preact in the loader...).
mkdirSync(join(dist, 'meta'), { recursive: true });
for (const [name, result] of Object.entries({ loader, runtime, frame })) {
  writeFileSync(join(dist, 'meta', `${name}.json`), JSON.stringify(result.metafile));
}

if (existsSync(join(root, 'frame/static'))) cpSync(join(root, 'frame/static'), join(pub, 'static'), { recursive: true });

// pdf.js runs its worker from our origin (frame/widgets/common/pdf.ts loads it from /static/pdfjs/).
mkdirSync(join(pub, 'static/pdfjs'), { recursive: true });
cpSync(join(root, 'node_modules/pdfjs-dist/build/pdf.worker.min.mjs'), join(pub, 'static/pdfjs/pdf.worker.min.mjs'));

// The font catalogue served from our own origin as /fonts/<id>.css (shared/fonts/copy-fonts.mjs).
const { copyFonts } = await import('./shared/fonts/copy-fonts.mjs');
copyFonts({ root, outDir: join(pub, 'fonts') });

// Last of the public folder: .br and .gz siblings of every text file, which the server sends as they are.
const { precompress } = await import('./shared/build/precompress.mjs');
await precompress(pub);

await esbuild.build({
  ...common,
  entryPoints: ['server/main.ts'],
  outfile: join(dist, 'server/main.js'),
  platform: 'node',
  format: 'esm',
  target: ['node20'],
  packages: 'external',
  sourcemap: true,
  jsx: 'automatic',
  jsxImportSource: 'preact',
  alias: { react: 'preact/compat', 'react-dom': 'preact/compat' },
});

