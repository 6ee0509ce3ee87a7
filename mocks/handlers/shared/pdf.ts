import { HttpResponse } from 'msw';
import type { Font as FontkitFont } from '@pdf-lib/fontkit';
import type { PDFDocument, PDFFont, PDFPage } from 'pdf-lib';
import { PDF_FONTS, fontBytes, type FontSource } from './pdfFonts';

/**
 * The PDFs the embedded back end writes (the scope-of-work project, the individual survey) print
 * every text as it was typed (issue 43):
 *
 * - Plain text is drawn as it is: `<`, `>` and `&` are text, never markup. Rich text (the HTML the
 *   rich-text editor saves) is turned into text by html-to-text, which keeps the words and drops
 *   only the markup.
 * - The fonts are embedded (subset) instead of the WinAnsi standard fonts, so combining marks,
 *   fullwidth letters, Hebrew and Arabic print as typed (see ./pdfFonts).
 * - Right-to-left text is laid out by the Unicode bidirectional algorithm (bidi-js) and Arabic is
 *   joined by fontkit's shaper.
 * - A tab prints as PDF_TAB_SPACES spaces; a control character, or a character no embedded font
 *   has, prints as PDF_REPLACEMENT_CHARACTER (U+FFFD), never as a silent `?`.
 *
 * pdf-lib, fontkit, bidi-js, html-to-text and the fonts load on the first PDF, never in a route's
 * first JavaScript.
 */

export const PDF_TYPE = 'application/pdf';
/** What prints for a control character or a character no embedded font draws. */
export const PDF_REPLACEMENT_CHARACTER = '\uFFFD';
/** A tab prints as this many spaces. */
export const PDF_TAB_SPACES = 4;

/** A text as typed, or rich text (HTML from the rich-text editor). */
export type PdfText = string | { html: string };

export interface PdfSection {
  heading: string;
  /** A label and its value; a line without label is a paragraph. Parts print on lines of their own. */
  lines: Array<{ label?: string; text: PdfText | readonly PdfText[] }>;
}

export interface PdfDocumentSpec {
  title: string;
  subtitle?: string;
  sections: PdfSection[];
}

/** Rich text (HTML) as text: the words and line breaks stay, the markup goes. */
export async function richText(html: string): Promise<string> {
  const { convert } = await import('html-to-text');
  const keepCase = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'].map((selector) => ({ selector, options: { uppercase: false } }));
  return convert(html, {
    wordwrap: false,
    selectors: [
      ...keepCase,
      { selector: 'a', options: { ignoreHref: true } },
      { selector: 'img', format: 'skip' },
      { selector: 'ul', options: { itemPrefix: '- ' } },
      { selector: 'table', format: 'dataTable', options: { uppercaseHeaderCells: false } },
    ],
  }).trim();
}

async function textOf(text: PdfText | readonly PdfText[]): Promise<string> {
  const parts = typeof text === 'string' || !Array.isArray(text) ? [text as PdfText] : (text as readonly PdfText[]);
  const strings = await Promise.all(parts.map((part) => (typeof part === 'string' ? part : richText(part.html))));
  return strings.filter((s) => s.trim() !== '').join('\n');
}

/**
 * Text as it prints: line breaks of every kind become '\n', a tab becomes spaces, and a control
 * character (which has no visible form) becomes the replacement character.
 */
export function printable(text: string): string {
  return text
    .replace(/\r\n?|[\u2028\u2029\v\f\x85]/g, '\n')
    .replace(/\t/g, ' '.repeat(PDF_TAB_SPACES))
    .replace(/(?!\n)\p{Cc}/gu, PDF_REPLACEMENT_CHARACTER);
}

type Fontkit = Parameters<PDFDocument['registerFontkit']>[0];

/**
 * The direction of the string being drawn. fontkit lays a string out in the direction its script
 * reads (reversing right-to-left glyphs); here every string drawn is one bidi run, so the run
 * decides. Drawing is synchronous, so one value serves every document.
 */
let direction: 'ltr' | 'rtl' = 'ltr';
/** Each font file parsed once per page load (the fallback font's tables are large). */
const parsed = new Map<Uint8Array, FontkitFont>();

interface WoffInternals {
  directory?: { tables?: Record<string, { compLength?: number; length: number }> };
  _getTableStream(tag: string): { pos: number } | null;
}

/**
 * fontkit with two changes: a layout runs in `direction`, and a WOFF font keeps its inflated
 * tables (fontkit 1.1.1 inflates a WOFF table on every read: seconds per glyph in a 3 MB font).
 */
function directedFontkit(fontkit: Fontkit): Fontkit {
  return {
    create(buffer, postscriptName) {
      let font = parsed.get(buffer);
      if (font) return font;
      font = fontkit.create(buffer, postscriptName);
      const internals = font as unknown as WoffInternals;
      const read = internals._getTableStream.bind(font);
      const inflated = new Map<string, { pos: number } | null>();
      internals._getTableStream = (tag) => {
        const table = internals.directory?.tables?.[tag];
        // A WOFF table stored deflated (a TTF's tables, and a WOFF's stored ones, are read in place).
        if (!table || table.compLength === undefined || table.compLength >= table.length) return read(tag);
        let stream = inflated.get(tag);
        if (stream === undefined) inflated.set(tag, (stream = read(tag)));
        if (stream) stream.pos = 0;
        return stream;
      };
      const layout = font.layout.bind(font) as (text: string, features?: unknown, script?: string, language?: string, dir?: string) => ReturnType<FontkitFont['layout']>;
      font.layout = ((text: string, features?: unknown) => layout(text, features, undefined, undefined, direction)) as FontkitFont['layout'];
      parsed.set(buffer, font);
      return font;
    },
  };
}

const PAGE = { width: 612, height: 792, margin: 54 } as const;
const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

interface Face {
  font: PDFFont;
  /** The same font as fontkit parsed it: its layout places combining marks. */
  shaper: FontkitFont;
  has: (codePoint: number) => boolean;
}

interface Cluster {
  text: string;
  face: Face;
  space: boolean;
  width: number;
}

export async function pdfBytes(spec: PdfDocumentSpec): Promise<Uint8Array> {
  const [{ PDFDocument, rgb }, { default: fontkit }, { default: bidiFactory }] = await Promise.all([
    import('pdf-lib'),
    import('@pdf-lib/fontkit'),
    import('bidi-js'),
  ]);
  const bidi = bidiFactory();

  const sections = await Promise.all(
    spec.sections.map(async (section) => ({
      heading: printable(section.heading),
      lines: await Promise.all(
        section.lines.map(async (line) => ({ label: line.label === undefined ? undefined : printable(line.label), text: printable(await textOf(line.text)) })),
      ),
    })),
  );
  const title = printable(spec.title);
  const subtitle = spec.subtitle === undefined ? undefined : printable(spec.subtitle);

  const doc = await PDFDocument.create();
  doc.setTitle(spec.title);
  doc.setCreator('Joinery');

  doc.registerFontkit(directedFontkit(fontkit));

  const face = async (source: FontSource): Promise<Face> => {
    const bytes = await fontBytes(source);
    const font = await doc.embedFont(bytes, { subset: true });
    const set = new Set(font.getCharacterSet());
    return { font, shaper: parsed.get(bytes)!, has: (codePoint) => set.has(codePoint) };
  };
  const [regular, bold] = await Promise.all([face(PDF_FONTS.regular), face(PDF_FONTS.bold)]);

  // The fallback font is loaded only when a text has a character the main fonts lack.
  const everything = [title, subtitle ?? '', ...sections.flatMap((s) => [s.heading, ...s.lines.flatMap((l) => [l.label ?? '', l.text])])].join('');
  const needsFallback = [...everything].some((c) => c !== '\n' && !(regular.has(c.codePointAt(0)!) && bold.has(c.codePointAt(0)!)));
  const fallback = needsFallback ? await face(PDF_FONTS.fallback) : undefined;

  const covers = (f: Face, text: string) => [...text].every((c) => f.has(c.codePointAt(0)!));
  const widths = new Map<PDFFont, Map<string, number>>();
  const widthOf = (font: PDFFont, text: string, size: number) => {
    let cache = widths.get(font);
    if (!cache) widths.set(font, (cache = new Map()));
    let width = cache.get(text);
    if (width === undefined) cache.set(text, (width = font.widthOfTextAtSize(text, 1000)));
    return (width * size) / 1000;
  };

  /** A paragraph's grapheme clusters, each with the font that draws all of it. */
  const clustersOf = (paragraph: string, main: Face, size: number): Cluster[] =>
    [...graphemes.segment(paragraph)].map(({ segment }) => {
      let text = segment;
      // The line's own font first, then regular (for a bold line), then the fallback.
      let chosen = [main, regular, fallback].find((f): f is Face => f !== undefined && covers(f, text));
      if (!chosen) {
        // Characters no font has print as the replacement character (each one visible).
        text = [...text].map((c) => (main.has(c.codePointAt(0)!) ? c : PDF_REPLACEMENT_CHARACTER)).join('');
        chosen = main;
      }
      return { text, face: chosen, space: /^\s+$/u.test(text), width: widthOf(chosen.font, text, size) };
    });

  const maxWidth = PAGE.width - PAGE.margin * 2;

  /** Greedy wrapping at spaces; a word wider than the page is broken where it fills a line. */
  const wrap = (clusters: Cluster[]): Cluster[][] => {
    const lines: Cluster[][] = [];
    let line: Cluster[] = [];
    let lineWidth = 0;
    let pendingSpace: Cluster[] = [];
    let i = 0;
    const push = () => {
      lines.push(line);
      line = [];
      lineWidth = 0;
    };
    while (i < clusters.length) {
      if (clusters[i]!.space) {
        pendingSpace = [];
        while (i < clusters.length && clusters[i]!.space) pendingSpace.push(clusters[i++]!);
        // Leading spaces (an indent, a tab) are kept.
        if (line.length === 0 && lines.length === 0) {
          line.push(...pendingSpace);
          lineWidth += pendingSpace.reduce((sum, c) => sum + c.width, 0);
          pendingSpace = [];
        }
        continue;
      }
      const word: Cluster[] = [];
      while (i < clusters.length && !clusters[i]!.space) word.push(clusters[i++]!);
      const spaceWidth = pendingSpace.reduce((sum, c) => sum + c.width, 0);
      const wordWidth = word.reduce((sum, c) => sum + c.width, 0);
      if (line.length > 0 && lineWidth + spaceWidth + wordWidth <= maxWidth) {
        line.push(...pendingSpace, ...word);
        lineWidth += spaceWidth + wordWidth;
      } else {
        if (line.length > 0 && line.some((c) => !c.space)) push();
        let rest = word;
        while (rest.reduce((sum, c) => sum + c.width, 0) + lineWidth > maxWidth) {
          let fits = 0;
          let width = lineWidth;
          while (fits < rest.length && width + rest[fits]!.width <= maxWidth) width += rest[fits++]!.width;
          fits = Math.max(fits, line.length === 0 ? 1 : 0);
          line.push(...rest.slice(0, fits));
          rest = rest.slice(fits);
          push();
          if (rest.length === 0) break;
        }
        line.push(...rest);
        lineWidth += rest.reduce((sum, c) => sum + c.width, 0);
      }
      pendingSpace = [];
    }
    if (line.length > 0 || lines.length === 0) lines.push(line);
    return lines;
  };

  /** One line's clusters as drawn: bidi runs in visual order, each a list of same-font strings. */
  const visualSegments = (line: Cluster[], levels: number[]) => {
    const runs: Array<{ level: number; clusters: Cluster[] }> = [];
    line.forEach((cluster, index) => {
      const level = levels[index]!;
      const last = runs[runs.length - 1];
      if (last && last.level === level) last.clusters.push(cluster);
      else runs.push({ level, clusters: [cluster] });
    });
    if (runs.length === 0) return [];
    const highest = Math.max(...runs.map((r) => r.level));
    const lowest = Math.min(...runs.map((r) => r.level));
    const lowestOdd = lowest % 2 === 1 ? lowest : lowest + 1;
    for (let level = highest; level >= lowestOdd; level--) {
      for (let start = 0; start < runs.length; start++) {
        if (runs[start]!.level < level) continue;
        let end = start;
        while (end + 1 < runs.length && runs[end + 1]!.level >= level) end++;
        runs.splice(start, end - start + 1, ...runs.slice(start, end + 1).reverse());
        start = end;
      }
    }
    return runs.flatMap((run) => {
      const rtl = run.level % 2 === 1;
      const pieces: Array<{ text: string; face: Face; rtl: boolean }> = [];
      for (const cluster of run.clusters) {
        const text = rtl ? [...cluster.text].map((c) => bidi.getMirroredCharacter(c) ?? c).join('') : cluster.text;
        const last = pieces[pieces.length - 1];
        if (last && last.face === cluster.face) last.text += text;
        else pieces.push({ text, face: cluster.face, rtl });
      }
      return rtl ? pieces.reverse() : pieces;
    });
  };

  const ink = rgb(0.1, 0.1, 0.1);
  let page: PDFPage = doc.addPage([PAGE.width, PAGE.height]);
  let y = PAGE.height - PAGE.margin;

  const write = (text: string, main: Face, size: number, gap = 4) => {
    for (const paragraph of text.split('\n')) {
      const clusters = clustersOf(paragraph, main, size);
      // Bidi levels per cluster, from the paragraph as printed (replacements included).
      const printed = clusters.map((c) => c.text).join('');
      const { levels } = bidi.getEmbeddingLevels(printed, 'auto');
      const clusterLevels: number[] = [];
      let offset = 0;
      for (const cluster of clusters) {
        clusterLevels.push(levels[offset] ?? 0);
        offset += cluster.text.length;
      }
      const levelOf = new Map(clusters.map((cluster, index) => [cluster, clusterLevels[index]!]));
      for (const line of wrap(clusters)) {
        if (y - size < PAGE.margin) {
          page = doc.addPage([PAGE.width, PAGE.height]);
          y = PAGE.height - PAGE.margin;
        }
        let x = PAGE.margin;
        for (const piece of visualSegments(line, line.map((c) => levelOf.get(c)!))) {
          direction = piece.rtl ? 'rtl' : 'ltr';
          const { font } = piece.face;
          page.drawText(piece.text, { x, y: y - size, size, font, color: ink });
          x += font.widthOfTextAtSize(piece.text, size);
        }
        direction = 'ltr';
        y -= size + gap;
      }
    }
  };

  write(title, bold, 18, 8);
  if (subtitle) write(subtitle, regular, 11, 10);
  for (const section of sections) {
    y -= 8;
    write(section.heading, bold, 13, 6);
    for (const line of section.lines) {
      if (line.label) write(line.label, bold, 10, 2);
      write(line.text || '-', regular, 10, 6);
    }
  }
  return doc.save();
}

function attachment(fileName: string): string {
  return `attachment; filename="${fileName}"`;
}

export async function pdfResponse(spec: PdfDocumentSpec, fileName: string): Promise<Response> {
  const bytes = await pdfBytes(spec);
  return new HttpResponse(bytes.slice().buffer, {
    headers: { 'Content-Type': PDF_TYPE, 'Content-Disposition': attachment(fileName) },
  });
}
