/**
 * The fonts the exported PDFs embed (issue 43), read only when a PDF is written.
 *
 * - DejaVu Sans (regular and bold; npm `dejavu-fonts-ttf`) draws Latin, Greek, Cyrillic, Hebrew,
 *   Arabic, most combining marks and the typographic punctuation.
 * - UnifontEX (npm `@fontsource/unifontex`, one WOFF for the whole Basic Multilingual Plane, 3.3 MB)
 *   draws what DejaVu lacks: the rarer combining marks, fullwidth letters, CJK. Fetched only when
 *   a text has such a character. (Its WOFF2 twin is smaller but fontkit's pure-JS Brotli takes
 *   seconds to read it; the WOFF's zlib tables are read once.)
 *
 * In the browser each file is a built asset: the `?url` imports below add a URL string to the
 * module, never the font, and the handler fetches it when a PDF is written. In Node (the unit
 * tests) the same files are read from node_modules.
 */
import dejaVuSansUrl from 'dejavu-fonts-ttf/ttf/DejaVuSans.ttf?url';
import dejaVuSansBoldUrl from 'dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf?url';
import unifontUrl from '@fontsource/unifontex/files/unifontex-latin-400-normal.woff?url';
import type * as NodeFs from 'node:fs/promises';
import type * as NodeModule from 'node:module';

export interface FontSource {
  /** The package file, as Node resolves it. */
  module: string;
  /** The same file as a URL the browser can fetch. */
  url: string;
}

export const PDF_FONTS = {
  regular: { module: 'dejavu-fonts-ttf/ttf/DejaVuSans.ttf', url: dejaVuSansUrl },
  bold: { module: 'dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf', url: dejaVuSansBoldUrl },
  fallback: { module: '@fontsource/unifontex/files/unifontex-latin-400-normal.woff', url: unifontUrl },
} as const satisfies Record<string, FontSource>;

const isNode = typeof process !== 'undefined' && Boolean(process.versions?.node) && typeof window === 'undefined';

async function read(source: FontSource): Promise<Uint8Array> {
  if (isNode) {
    // Named through variables so the browser build never tries to bundle Node's modules.
    const fsModule = 'node:fs/promises';
    const moduleModule = 'node:module';
    const { readFile } = (await import(/* @vite-ignore */ fsModule)) as typeof NodeFs;
    const { createRequire } = (await import(/* @vite-ignore */ moduleModule)) as typeof NodeModule;
    return new Uint8Array(await readFile(createRequire(import.meta.url).resolve(source.module)));
  }
  const response = await fetch(source.url);
  if (!response.ok) throw new Error(`The PDF font ${source.url} could not be loaded (${response.status}).`);
  return new Uint8Array(await response.arrayBuffer());
}

const loaded = new Map<FontSource, Promise<Uint8Array>>();

/** The font's bytes, read once per page load (or Node process). */
export function fontBytes(source: FontSource): Promise<Uint8Array> {
  let bytes = loaded.get(source);
  if (!bytes) {
    bytes = read(source);
    bytes.catch(() => loaded.delete(source));
    loaded.set(source, bytes);
  }
  return bytes;
}
