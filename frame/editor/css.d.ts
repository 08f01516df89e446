// esbuild bundles the builder's stylesheet imported by index.tsx (manifest css.editor).
declare module '*.css';
