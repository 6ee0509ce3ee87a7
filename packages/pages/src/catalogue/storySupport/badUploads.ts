import { xlsxFile } from './catalogueListStories';

/** One of issue 36's four bad uploads, named as a story's step reports it. */
export interface BadUpload {
  what: string;
  file: File;
}

/** 5 MB of bytes no workbook starts with, made in the play (a simple generator: fast, repeatable). */
function randomBytes(size: number): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(size);
  let seed = 0x2545f491;
  for (let i = 0; i < size; i += 1) {
    seed ^= seed << 13;
    seed ^= seed >>> 17;
    seed ^= seed << 5;
    bytes[i] = seed & 0xff;
  }
  return bytes;
}

/**
 * Issue 36, "bad uploads are answered on every import": a text file renamed .xlsx, an empty
 * .xlsx, 5 MB of random bytes named .xlsx and a real workbook with the wrong headers.
 */
export async function badUploads(name: string, wrongHeaders: (string | number)[][]): Promise<BadUpload[]> {
  return [
    { what: 'a renamed text file', file: new File(['BRICKID,CODE,NAME\n8,cth,Cathedral\n'], name, { type: 'text/plain' }) },
    { what: 'an empty file', file: new File([], name) },
    { what: '5 MB of random bytes', file: new File([randomBytes(5 * 1024 * 1024)], name) },
    { what: 'a workbook with wrong headers', file: await xlsxFile(wrongHeaders, name) },
  ];
}
