import { describe, expect, it } from 'vitest';
import { acceptsFile, extensionOf } from './acceptsFile';

describe('acceptsFile', () => {
  it('accepts a listed extension in any case', () => {
    expect(acceptsFile('Bricks.XLSX', ['.xlsx'])).toBe(true);
  });

  it('refuses other extensions, look-alikes and names without one', () => {
    expect(acceptsFile('bricks.xls', ['.xlsx'])).toBe(false);
    expect(acceptsFile('bricks.xlsx.exe', ['.xlsx'])).toBe(false);
    expect(acceptsFile('xlsx', ['.xlsx'])).toBe(false);
  });

  it('accepts anything when the list is empty', () => {
    expect(acceptsFile('notes.txt', [])).toBe(true);
  });

  it('does not take a leading dot for an extension', () => {
    expect(extensionOf('.xlsx')).toBe('');
    expect(extensionOf('a.b.PDF')).toBe('.pdf');
  });
});
