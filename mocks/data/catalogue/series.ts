import { BRICK } from './bricks';
import { seeded } from '../random';
import { defineTable } from '../store';

/**
 * Product series of the embedded back end (back-office-products.md §3 ProductSeries): four
 * ordered brick id lists; display, filterable and SKU bricks are drawn from the supplemental
 * ones. Published and draft series, including a draft without SKU bricks (it cannot publish).
 */
export interface StoredSeries {
  productSeriesId: number;
  name: string;
  notes: string;
  published: 0 | 1;
  createdBy: string;
  /** ISO 8601; the reply also carries it formatted (lastUpdatedAtDisplay). */
  lastUpdatedAt: string;
  supplementalDataBricks: number[];
  JoinerySkuBricks: number[];
  displayAttributesBricks: number[];
  filteredAttributesBricks: number[];
}

/** Series ids of the seed: templates refer to them. */
export const SERIES = {
  kitchenCabinets: 1,
  fillersAndMoldings: 2,
  cabinetHardware: 3,
  bathVanities: 4,
  kitchenAccessories: 5,
  readyToAssemble: 6,
  sampleDoors: 7,
} as const;

const cabinetBricks = [
  BRICK.manufacturer,
  BRICK.productLine,
  BRICK.partCode,
  BRICK.cabinetType,
  BRICK.width,
  BRICK.height,
  BRICK.depth,
  BRICK.doorStyle,
  BRICK.finish,
  BRICK.woodSpecies,
  BRICK.hingeSide,
  BRICK.doorCount,
  BRICK.drawerCount,
  BRICK.construction,
  BRICK.softClose,
  BRICK.colorFamily,
];

function seedSeries(): StoredSeries[] {
  const faker = seeded(3030);
  const edited = () => faker.date.between({ from: '2024-06-01T08:00:00Z', to: '2025-06-30T18:00:00Z' }).toISOString();
  return [
    {
      productSeriesId: SERIES.kitchenCabinets,
      name: 'Kitchen Cabinets',
      notes: 'Base, wall, tall and corner cabinets of every kitchen line.',
      published: 1,
      createdBy: 'dana.catalog@joinery.example',
      lastUpdatedAt: edited(),
      supplementalDataBricks: cabinetBricks,
      JoinerySkuBricks: [BRICK.productLine, BRICK.partCode],
      displayAttributesBricks: [BRICK.doorStyle, BRICK.finish, BRICK.woodSpecies, BRICK.width, BRICK.height, BRICK.depth, BRICK.hingeSide],
      filteredAttributesBricks: [BRICK.cabinetType, BRICK.doorStyle, BRICK.finish, BRICK.width, BRICK.colorFamily],
    },
    {
      productSeriesId: SERIES.fillersAndMoldings,
      name: 'Fillers & Moldings',
      notes: 'Fillers, end panels and moldings finished to match a line.',
      published: 1,
      createdBy: 'dana.catalog@joinery.example',
      lastUpdatedAt: edited(),
      supplementalDataBricks: [BRICK.manufacturer, BRICK.productLine, BRICK.partCode, BRICK.cabinetType, BRICK.finish, BRICK.woodSpecies, BRICK.colorFamily],
      JoinerySkuBricks: [BRICK.productLine, BRICK.partCode],
      displayAttributesBricks: [BRICK.finish, BRICK.woodSpecies],
      filteredAttributesBricks: [BRICK.cabinetType, BRICK.finish, BRICK.colorFamily],
    },
    {
      productSeriesId: SERIES.cabinetHardware,
      name: 'Cabinet Hardware',
      notes: 'Pulls and knobs; the SKU leads with the manufacturer.',
      published: 1,
      createdBy: 'sam.merch@joinery.example',
      lastUpdatedAt: edited(),
      supplementalDataBricks: [BRICK.manufacturer, BRICK.productLine, BRICK.partCode, BRICK.hardwareType, BRICK.hardwareFinish, BRICK.hardwareSize, BRICK.colorFamily],
      JoinerySkuBricks: [BRICK.manufacturer, BRICK.partCode],
      displayAttributesBricks: [BRICK.hardwareFinish, BRICK.hardwareSize],
      filteredAttributesBricks: [BRICK.hardwareType, BRICK.hardwareFinish, BRICK.colorFamily],
    },
    {
      productSeriesId: SERIES.bathVanities,
      name: 'Bath Vanities',
      notes: '',
      published: 1,
      createdBy: 'sam.merch@joinery.example',
      lastUpdatedAt: edited(),
      supplementalDataBricks: [BRICK.manufacturer, BRICK.productLine, BRICK.partCode, BRICK.cabinetType, BRICK.width, BRICK.depth, BRICK.doorStyle, BRICK.finish, BRICK.drawerCount, BRICK.colorFamily],
      JoinerySkuBricks: [BRICK.productLine, BRICK.partCode],
      displayAttributesBricks: [BRICK.doorStyle, BRICK.finish, BRICK.width],
      filteredAttributesBricks: [BRICK.doorStyle, BRICK.finish, BRICK.width],
    },
    {
      productSeriesId: SERIES.kitchenAccessories,
      name: 'Kitchen Accessories',
      notes: 'Roll-outs, pull-outs and inserts. Waiting on images before publishing.',
      published: 0,
      createdBy: 'dana.catalog@joinery.example',
      lastUpdatedAt: edited(),
      supplementalDataBricks: [BRICK.manufacturer, BRICK.partCode, BRICK.accessoryType, BRICK.width],
      JoinerySkuBricks: [BRICK.manufacturer, BRICK.partCode],
      displayAttributesBricks: [BRICK.width],
      filteredAttributesBricks: [BRICK.accessoryType],
    },
    {
      productSeriesId: SERIES.readyToAssemble,
      name: 'Ready-to-Assemble Cabinets',
      notes: 'Draft: SKU bricks not chosen yet.',
      published: 0,
      createdBy: 'sam.merch@joinery.example',
      lastUpdatedAt: edited(),
      supplementalDataBricks: [BRICK.manufacturer, BRICK.productLine, BRICK.cabinetType, BRICK.width, BRICK.boxMaterial, BRICK.assembly],
      JoinerySkuBricks: [],
      displayAttributesBricks: [BRICK.boxMaterial, BRICK.assembly],
      filteredAttributesBricks: [],
    },
    {
      productSeriesId: SERIES.sampleDoors,
      name: 'Sample Doors',
      notes: '',
      published: 0,
      createdBy: 'dana.catalog@joinery.example',
      lastUpdatedAt: edited(),
      supplementalDataBricks: [],
      JoinerySkuBricks: [],
      displayAttributesBricks: [],
      filteredAttributesBricks: [],
    },
  ];
}

export const productSeries = defineTable<StoredSeries, number>('productSeries', (s) => s.productSeriesId, seedSeries);

export function nextSeriesId(): number {
  return Math.max(0, ...productSeries.all().map((s) => s.productSeriesId)) + 1;
}

/**
 * §9: shown month/day/year, 12-hour time, five hours subtracted from the hour (the server's
 * UTC time shown as Eastern Standard Time): 2025-03-14T15:22:00Z is 03/14/2025 10:22 AM.
 */
export function displayTimestamp(iso: string): string {
  const shifted = new Date(new Date(iso).getTime() - 5 * 3_600_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  const hours = shifted.getUTCHours();
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  return `${pad(shifted.getUTCMonth() + 1)}/${pad(shifted.getUTCDate())}/${shifted.getUTCFullYear()} ${pad(hour12)}:${pad(shifted.getUTCMinutes())} ${hours < 12 ? 'AM' : 'PM'}`;
}
