import { expect } from 'vitest';

/**
 * Checks on downloaded files for Node tests: an xlsx is a zip (starts with PK) that
 * read-excel-file can open; a PDF starts with %PDF.
 */
export async function expectXlsx(blob: Blob): Promise<unknown[][]> {
  const bytes = new Uint8Array(await blob.arrayBuffer());
  expect(String.fromCharCode(...bytes.slice(0, 2))).toBe('PK');
  const { readSheet } = await import('read-excel-file/node');
  return (await readSheet(Buffer.from(bytes))) as unknown[][];
}

export async function expectPdf(blob: Blob): Promise<Uint8Array> {
  const bytes = new Uint8Array(await blob.arrayBuffer());
  expect(String.fromCharCode(...bytes.slice(0, 5))).toBe('%PDF-');
  return bytes;
}
