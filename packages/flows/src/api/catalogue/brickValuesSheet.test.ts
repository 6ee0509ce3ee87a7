import { describe, expect, it } from 'vitest';
import { checkBrickValuesSheet, type BrickValuesProgress } from './brickValuesSheet';

const header = ['BRICKID', 'CODE', 'NAME'];
const target = { productBrickId: 8, length: 3, exact: true };

describe('checkBrickValuesSheet (issue 43: the worker checks the rows before they are sent)', () => {
  it('answers the rows when every row fits the brick', () => {
    expect(checkBrickValuesSheet([header, ['8', 'CTH', 'Cathedral'], ['', '', ''], ['', 'arc', 'Arch']], target)).toEqual({
      ok: true,
      rows: [
        { BRICKID: '8', CODE: 'CTH', NAME: 'Cathedral' },
        { BRICKID: '', CODE: 'arc', NAME: 'Arch' },
      ],
    });
  });

  it('lists each row at fault by its sheet row, with the server’s words', () => {
    const result = checkBrickValuesSheet(
      [header, ['9', 'cth', 'Cathedral'], ['8', 'TOOLONG', 'Too long'], ['8', 'arc', ''], ['8', 'ARC', 'Arch'], ['8', 'arc', 'Arch again'], ['8', '', 'No code']],
      target,
    );
    expect(result).toEqual({
      ok: false,
      rowErrors: [
        'Row 2: BRICKID 9 does not match brick 8',
        'Row 3: Code length must equal 3',
        'Row 4: Every value needs a Name.',
        "Row 6: The code 'arc' is used by more than one value.",
        'Row 7: Every value needs a Code.',
      ],
    });
  });

  it('refuses bad headings before any row', () => {
    expect(checkBrickValuesSheet([['CODE', 'NAME'], ['8', 'cth', 'x']], target)).toEqual({ ok: false, message: 'Missing BrickID column' });
  });

  it('reports rows read and checked as it goes, ending with all of them', () => {
    const rows = Array.from({ length: 5_000 }, (_, i) => ['8', `c${String(i).padStart(4, '0')}`, `Value ${i}`]);
    const reports: BrickValuesProgress[] = [];
    checkBrickValuesSheet([header, ...rows], { ...target, length: 5 }, (p) => reports.push(p));
    expect(reports).toEqual([
      { rowsRead: 5_000, rowsChecked: 0 },
      { rowsRead: 5_000, rowsChecked: 2_000 },
      { rowsRead: 5_000, rowsChecked: 4_000 },
      { rowsRead: 5_000, rowsChecked: 5_000 },
    ]);
  });
});
