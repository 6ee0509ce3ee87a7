import { HttpResponse } from 'msw';

/**
 * Real files for the export calls: spreadsheets from write-excel-file (its universal entry works
 * in Node and in the browser) and PDFs from pdf-lib. Both libraries are imported inside the
 * handler, so they load on the first export and never sit in a route's initial bundle.
 */

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
export const PDF_TYPE = 'application/pdf';

export type SheetCell = string | number | null;

export interface Sheet {
  name: string;
  columns: readonly string[];
  rows: readonly SheetCell[][];
}

function attachment(fileName: string): string {
  return `attachment; filename="${fileName}"`;
}

export async function xlsxBytes(sheet: Sheet): Promise<ArrayBuffer> {
  const { default: writeXlsxFile } = await import('write-excel-file/universal');
  const header = sheet.columns.map((value) => ({ value, fontWeight: 'bold' as const }));
  const body = sheet.rows.map((row) => row.map((value) => (value === null ? null : { value })));
  const blob = await writeXlsxFile([header, ...body], {
    sheet: sheet.name,
    columns: sheet.columns.map((c) => ({ width: Math.max(12, c.length + 4) })),
    stickyRowsCount: 1,
  }).toBlob();
  return blob.arrayBuffer();
}

export async function xlsxResponse(sheet: Sheet, fileName: string): Promise<Response> {
  return new HttpResponse(await xlsxBytes(sheet), {
    headers: { 'Content-Type': XLSX_TYPE, 'Content-Disposition': attachment(fileName) },
  });
}

export interface PdfSection {
  heading: string;
  /** A label and its value; a line without label is a paragraph. */
  lines: Array<{ label?: string; text: string }>;
}

export interface PdfDocumentSpec {
  title: string;
  subtitle?: string;
  sections: PdfSection[];
}

/** Rich text to plain text: block ends become line breaks, tags go, entities are read. */
export function plainText(html: string): string {
  return html
    .replace(/<\s*br\s*\/?>/gi, '\n')
    .replace(/<\/(p|div|li|h\d)>/gi, '\n')
    .replace(/<li[^>]*>/gi, '- ')
    .replace(/<[^>]+>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** The standard fonts only encode WinAnsi: typographic punctuation becomes its ASCII twin. */
function winAnsi(text: string): string {
  return text
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/[\u2013\u2014]/g, '-')
    .replace(/\u2026/g, '...')
    .replace(/[^\n\x20-\x7e\xa0-\xff]/g, '?');
}

const PAGE = { width: 612, height: 792, margin: 54 } as const;

export async function pdfBytes(spec: PdfDocumentSpec): Promise<Uint8Array> {
  const { PDFDocument, StandardFonts, rgb } = await import('pdf-lib');
  const doc = await PDFDocument.create();
  doc.setTitle(winAnsi(spec.title));
  doc.setCreator('Joinery');
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const width = PAGE.width - PAGE.margin * 2;
  let page = doc.addPage([PAGE.width, PAGE.height]);
  let y = PAGE.height - PAGE.margin;

  const wrap = (text: string, font: typeof regular, size: number): string[] => {
    const out: string[] = [];
    for (const paragraph of winAnsi(text).split('\n')) {
      let line = '';
      for (const whole of paragraph.split(/\s+/).filter(Boolean)) {
        // A word wider than the page (a pasted URL, a run of one letter) is broken where it fills
        // a line instead of running past the margin.
        let word = whole;
        while (font.widthOfTextAtSize(word, size) > width) {
          let fits = 1;
          while (fits < word.length && font.widthOfTextAtSize(word.slice(0, fits + 1), size) <= width) fits += 1;
          if (line) out.push(line);
          out.push(word.slice(0, fits));
          line = '';
          word = word.slice(fits);
        }
        if (!word) continue;
        const next = line ? `${line} ${word}` : word;
        if (font.widthOfTextAtSize(next, size) > width && line) {
          out.push(line);
          line = word;
        } else line = next;
      }
      out.push(line);
    }
    return out;
  };
  const write = (text: string, font: typeof regular, size: number, gap = 4) => {
    for (const line of wrap(text, font, size)) {
      if (y - size < PAGE.margin) {
        page = doc.addPage([PAGE.width, PAGE.height]);
        y = PAGE.height - PAGE.margin;
      }
      page.drawText(line, { x: PAGE.margin, y: y - size, size, font, color: rgb(0.1, 0.1, 0.1) });
      y -= size + gap;
    }
  };

  write(spec.title, bold, 18, 8);
  if (spec.subtitle) write(spec.subtitle, regular, 11, 10);
  for (const section of spec.sections) {
    y -= 8;
    write(section.heading, bold, 13, 6);
    for (const line of section.lines) {
      if (line.label) write(line.label, bold, 10, 2);
      write(line.text || '-', regular, 10, 6);
    }
  }
  return doc.save();
}

export async function pdfResponse(spec: PdfDocumentSpec, fileName: string): Promise<Response> {
  const bytes = await pdfBytes(spec);
  return new HttpResponse(bytes.slice().buffer, {
    headers: { 'Content-Type': PDF_TYPE, 'Content-Disposition': attachment(fileName) },
  });
}
