/** Types of scripts/route-chunks.mjs (the storefront routes' chunks and budgets, issue 33). */
export declare const distDir: string;
export declare const TARGET_KB: number;
/** Route module (a key of the Vite manifest) → kB gzip of JavaScript before its content. */
export declare const storefrontRoutes: Record<string, number>;
/** Lazy chunks by module (repository-relative) or shared chunk name: counted (`content`) or not (`later`, with why). */
export declare const lazyChunks: { content: string[]; later: Record<string, string> };
export declare const backOfficePrefixes: string[];
type Manifest = Record<string, { file: string; src?: string; name?: string; isEntry?: boolean; imports?: string[]; dynamicImports?: string[] }>;
export declare function readManifest(): Manifest;
export declare function staticClosure(manifest: Manifest, keys: string[]): string[];
export declare function entryKey(manifest: Manifest): string;
export declare function lazyChunkName(manifest: Manifest, key: string): string;
export declare function beforeContent(manifest: Manifest, routeKey: string): { keys: string[]; unclassified: string[] };
export declare function routeFiles(manifest: Manifest, routeKey: string): string[];
