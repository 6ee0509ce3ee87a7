import type { BrickValue } from '@joinery/flows/api/catalogue/bricks';
import { BRICK_VALUE_LANGUAGE } from '@joinery/flows/catalogue/catalogueRules';
import { baseLegacyRecords, manufacturers, productLines, valueNames, type LegacyRecord } from './legacyRecords';
import { seeded } from '../random';
import { defineTable } from '../store';

/**
 * Product bricks of the embedded back end (back-office-products.md §3 Brick, §5): the building
 * blocks series are made of. Three bricks take their values from a legacy column (Manufacturer
 * from BRMFG, Product Line from BRLIN, Part Code from BRPART); the rest from each row's
 * supplemental data. Codes are lower-cased and trimmed and fit the brick's length.
 */
export interface StoredBrick {
  productBrickId: number;
  name: string;
  length: number;
  exact: boolean;
  example: string;
  sourceField: string | null;
  lastUpdatedAt: string;
  values: BrickValue[];
}

/** Brick ids of the seed, by what they are: series and templates refer to them. */
export const BRICK = {
  manufacturer: 1,
  productLine: 2,
  partCode: 3,
  cabinetType: 4,
  width: 5,
  height: 6,
  depth: 7,
  doorStyle: 8,
  finish: 9,
  woodSpecies: 10,
  hingeSide: 11,
  doorCount: 12,
  drawerCount: 13,
  construction: 14,
  softClose: 15,
  colorFamily: 16,
  hardwareType: 17,
  hardwareFinish: 18,
  hardwareSize: 19,
  accessoryType: 20,
  boxMaterial: 21,
  assembly: 22,
} as const;

const values = (entries: Record<string, string>): BrickValue[] =>
  Object.entries(entries).map(([code, name]) => ({ code, name, language: BRICK_VALUE_LANGUAGE }));

const sizes = (list: readonly number[], unit: string): BrickValue[] =>
  list.map((n) => ({ code: String(n).padStart(2, '0'), name: `${n}${unit}`, language: BRICK_VALUE_LANGUAGE }));

function partCodeValues(records: readonly LegacyRecord[]): BrickValue[] {
  const seen = new Map<string, string>();
  for (const record of records) {
    const code = record.brpart.trim().toLowerCase();
    if (!seen.has(code)) seen.set(code, record.brdeS1);
  }
  return [...seen].map(([code, name]) => ({ code, name, language: BRICK_VALUE_LANGUAGE }));
}

const counts = (max: number): Record<string, string> =>
  Object.fromEntries(Array.from({ length: max + 1 }, (_, n) => [String(n), String(n)]));

function seedBricks(): StoredBrick[] {
  const faker = seeded(2024);
  const edited = () => faker.date.between({ from: '2024-03-01T08:00:00Z', to: '2025-06-30T18:00:00Z' }).toISOString();
  const brick = (
    productBrickId: number,
    name: string,
    length: number,
    exact: boolean,
    example: string,
    sourceField: string | null,
    brickValues: BrickValue[],
  ): StoredBrick => ({ productBrickId, name, length, exact, example, sourceField, lastUpdatedAt: edited(), values: brickValues });
  return [
    brick(BRICK.manufacturer, 'Manufacturer', 3, true, 'hrt', 'BRMFG', values(Object.fromEntries(manufacturers.map((m) => [m.code.toLowerCase(), m.name])))),
    brick(BRICK.productLine, 'Product Line', 3, true, 'swh', 'BRLIN', values(Object.fromEntries(productLines.map((l) => [l.code.toLowerCase(), l.name])))),
    brick(BRICK.partCode, 'Part Code', 12, false, 'w3030l', 'BRPART', partCodeValues(baseLegacyRecords())),
    brick(BRICK.cabinetType, 'Cabinet Type', 4, false, 'db', null, values(valueNames.cabinetType)),
    brick(BRICK.width, 'Width', 2, true, '24', null, sizes([3, 6, 9, 12, 15, 18, 21, 24, 27, 30, 33, 36, 39, 42, 45, 48, 60], '"')),
    brick(BRICK.height, 'Height', 2, true, '30', null, sizes([12, 15, 18, 24, 30, 34, 36, 42, 84, 90, 96], '"')),
    brick(BRICK.depth, 'Depth', 2, true, '24', null, sizes([12, 21, 24], '"')),
    brick(BRICK.doorStyle, 'Door Style', 3, true, 'shk', null, values(valueNames.doorStyle)),
    brick(BRICK.finish, 'Finish', 3, true, 'wht', null, values(valueNames.finish)),
    brick(BRICK.woodSpecies, 'Wood Species', 3, true, 'map', null, values(valueNames.species)),
    brick(BRICK.hingeSide, 'Hinge Side', 1, true, 'l', null, values(valueNames.hinge)),
    brick(BRICK.doorCount, 'Door Count', 1, true, '2', null, values(counts(4))),
    brick(BRICK.drawerCount, 'Drawer Count', 1, true, '3', null, values(counts(4))),
    brick(BRICK.construction, 'Construction', 3, true, 'frm', null, values(valueNames.construction)),
    brick(BRICK.softClose, 'Soft Close', 1, true, 'y', null, values(valueNames.softClose)),
    brick(BRICK.colorFamily, 'Color Family', 5, false, 'white', null, values(valueNames.colorFamily)),
    brick(BRICK.hardwareType, 'Hardware Type', 4, false, 'bar', null, values(valueNames.hardwareType)),
    brick(BRICK.hardwareFinish, 'Hardware Finish', 3, false, 'bn', null, values(valueNames.hardwareFinish)),
    brick(BRICK.hardwareSize, 'Hardware Size', 5, false, '128mm', null, values(valueNames.hardwareSize)),
    brick(BRICK.accessoryType, 'Accessory Type', 4, true, 'rout', null, values(valueNames.accessoryType)),
    brick(BRICK.boxMaterial, 'Box Material', 3, true, 'ply', null, values({ ply: 'Plywood', pbd: 'Particleboard', mdf: 'MDF' })),
    brick(BRICK.assembly, 'Assembly', 3, true, 'rta', null, values({ rta: 'Ready To Assemble', asm: 'Assembled' })),
  ];
}

export const bricks = defineTable<StoredBrick, number>('productBricks', (b) => b.productBrickId, seedBricks);

/** The id the next created brick gets. */
export function nextBrickId(): number {
  return Math.max(0, ...bricks.all().map((b) => b.productBrickId)) + 1;
}

/**
 * A product's value for a brick: from its column when the brick has a source field, else from
 * its supplemental data. `null` when the product has none (or a code the brick does not list).
 */
export function brickValueOf(brick: StoredBrick, record: LegacyRecord): BrickValue | null {
  const raw = brick.sourceField ? sourceColumnValue(record, brick.sourceField) : record.supplemental[brick.name];
  if (raw === undefined || raw.trim() === '') return null;
  const code = raw.trim().toLowerCase();
  return brick.values.find((value) => value.code === code) ?? null;
}

function sourceColumnValue(record: LegacyRecord, field: string): string | undefined {
  const columns: Record<string, string> = {
    BRMFG: record.brmfg,
    BRLIN: record.brlin,
    BRPART: record.brpart,
    BRDES1: record.brdeS1,
    BRDES2: record.brdeS2,
    BRDES3: record.brdeS3,
    BRUPC: record.brupc,
    BRVSKU: record.vendorSku,
    BRPRCOD: record.brprcod,
  };
  return columns[field];
}
