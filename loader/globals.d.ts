// Build-time define (build.mjs): the runtime bundle's path relative to loader.js, e.g.
// "assets/loader-runtime-AB12CD.js". Unit tests define it on globalThis before importing the loader.
declare const __TESSERA_RUNTIME__: string;
