import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { pdfBytes, xlsxBytes } from '../admin/files';
import { xlsxDownload } from '../catalogue/catalogueReplies';
import { xlsxResponse } from '../catalogue/recordsShared';

/*
 * Exports carry hostile text safely (issue 36): every workbook the embedded back end writes stores
 * text as text, never as a formula, so a name beginning with =, +, - or @ stays the literal string
 * when the file is opened; every PDF shows the text as typed. Each writer is checked with an
 * independent reader (exceljs: the cell's type and value); where LibreOffice and poppler are
 * installed (this project's development machines: apt-get install libreoffice-calc poppler-utils)
 * the files are also opened by LibreOffice headless and pdftotext, as a user's programs would.
 */

const HOSTILE = [
  '=1+1',
  '+SUM(1,2)',
  '-2+3',
  '@SUM(1,2)',
  '=HYPERLINK("http://evil.example","click")',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  "'; DROP TABLE users; --",
];

const hasProgram = (path: string) => existsSync(path);
const soffice = '/usr/bin/soffice';
const pdftotext = '/usr/bin/pdftotext';

/** Each cell of the first sheet: its type as exceljs reads it and its text. */
async function cells(bytes: ArrayBuffer): Promise<Array<{ type: ExcelJS.ValueType; text: string }>> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes);
  const out: Array<{ type: ExcelJS.ValueType; text: string }> = [];
  workbook.worksheets[0]?.eachRow((row) => row.eachCell((cell) => out.push({ type: cell.type, text: cell.text })));
  return out;
}

/** The workbook as LibreOffice Calc reads it, saved as CSV (one line per row). */
function libreOfficeCsv(bytes: ArrayBuffer): string {
  const dir = mkdtempSync(join(tmpdir(), 'joinery-xlsx-'));
  try {
    writeFileSync(join(dir, 'export.xlsx'), Buffer.from(bytes));
    execFileSync(soffice, ['--headless', `-env:UserInstallation=file://${dir}/profile`, '--convert-to', 'csv', '--outdir', dir, join(dir, 'export.xlsx')], {
      stdio: 'ignore',
      timeout: 120_000,
    });
    return readFileSync(join(dir, 'export.csv'), 'utf8');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const writers: Array<[string, () => Promise<ArrayBuffer>]> = [
  ['admin exports (files.ts xlsxBytes)', () => xlsxBytes({ name: 'Users', columns: ['Name'], rows: HOSTILE.map((text) => [text]) })],
  ['catalogue downloads (xlsxDownload)', async () => (await xlsxDownload([['Name'], ...HOSTILE.map((text) => [text])], 'x.xlsx')).arrayBuffer()],
  ['catalogue job files (xlsxResponse)', async () => (await xlsxResponse([['Name'], ...HOSTILE.map((text) => [text])], 'x.xlsx')).arrayBuffer()],
];

describe('hostile text in exported workbooks', { timeout: 180_000 }, () => {
  for (const [writer, write] of writers) {
    it(`${writer}: every formula-like or markup text is a text cell that reads back as typed`, async () => {
      const read = await cells(await write());
      expect(read.map((cell) => cell.text)).toEqual(['Name', ...HOSTILE]);
      for (const cell of read) expect(cell.type, cell.text).toBe(ExcelJS.ValueType.String);
    });

    it.skipIf(!hasProgram(soffice))(`${writer}: LibreOffice Calc opens it with the texts as typed, nothing computed`, async () => {
      const csv = libreOfficeCsv(await write());
      const lines = csv.trim().split(/\r?\n/);
      const unquote = (line: string) => (line.startsWith('"') ? line.slice(1, -1).replace(/""/g, '"') : line);
      expect(lines.map(unquote)).toEqual(['Name', ...HOSTILE]);
    });
  }
});

describe('hostile text in exported PDFs', () => {
  it.skipIf(!hasProgram(pdftotext))('pdftotext reads every hostile text as typed', async () => {
    const bytes = await pdfBytes({ title: HOSTILE[0]!, sections: [{ heading: 'Notes', lines: HOSTILE.map((text) => ({ label: 'Name', text })) }] });
    const dir = mkdtempSync(join(tmpdir(), 'joinery-pdf-'));
    try {
      writeFileSync(join(dir, 'export.pdf'), bytes);
      const text = execFileSync(pdftotext, ['-layout', join(dir, 'export.pdf'), '-'], { encoding: 'utf8' });
      for (const typed of HOSTILE) expect(text).toContain(typed);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('a word wider than the page is broken onto the next lines, not drawn past the margin', async () => {
    const long = 'x'.repeat(400);
    const { PDFDocument } = await import('pdf-lib');
    const doc = await PDFDocument.load(await pdfBytes({ title: 'T', sections: [{ heading: 'H', lines: [{ text: long }] }] }));
    expect(doc.getPageCount()).toBe(1);
    if (hasProgram(pdftotext)) {
      const dir = mkdtempSync(join(tmpdir(), 'joinery-pdf-'));
      try {
        writeFileSync(join(dir, 'long.pdf'), await pdfBytes({ title: 'T', sections: [{ heading: 'H', lines: [{ text: long }] }] }));
        const text = execFileSync(pdftotext, [join(dir, 'long.pdf'), '-'], { encoding: 'utf8' });
        const lines = text.split('\n').filter((line) => /^x+$/.test(line));
        expect(lines.length).toBeGreaterThan(1);
        expect(lines.join('')).toBe(long);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    }
  });
});
