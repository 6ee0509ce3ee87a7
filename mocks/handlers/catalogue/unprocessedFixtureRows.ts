import { UNPROCESSED_SHEET_COLUMNS } from '@joinery/flows/catalogue/records';
import type { SheetRows } from '../../data/catalogue/jobs';
import type { LegacyRecord } from '../../data/catalogue/legacyRecords';

/**
 * Test support: the rows of an unprocessed-records import workbook for products of the
 * 'Hartwell Shaker White Kitchen' template, with valid codes for its supplemental bricks. The
 * LibreOffice fixture (fixtures/unprocessed-import.libreoffice.xlsx) was made from these rows.
 */
export const KITCHEN_TEMPLATE = 'Hartwell Shaker White Kitchen';
export const kitchenBrickCodes: Record<string, string> = {
  'Cabinet Type': 'b',
  Width: '09',
  Height: '34',
  Depth: '24',
  'Door Style': 'shk',
  Finish: 'wht',
  'Wood Species': 'map',
  'Hinge Side': 'l',
  'Door Count': '1',
  'Drawer Count': '1',
  Construction: 'frm',
  'Soft Close': 'y',
  'Color Family': 'white',
};

export function kitchenImportSheet(records: readonly LegacyRecord[]): SheetRows {
  const bricks = Object.keys(kitchenBrickCodes);
  return [
    [...UNPROCESSED_SHEET_COLUMNS, ...bricks],
    ...records.map((r) => [
      r.brprid,
      r.brmfg,
      r.brlin,
      r.brpart,
      r.brdeS1,
      r.brdeS2,
      r.brdeS3,
      KITCHEN_TEMPLATE,
      ...bricks.map((b) => r.supplemental[b] ?? kitchenBrickCodes[b] ?? ''),
    ]),
  ];
}
