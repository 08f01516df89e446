// Types of the plain-ESM build step (build.mjs imports it without a TypeScript loader).
export declare function precompress(dir: string): Promise<number>;
