import type { Faker } from '@faker-js/faker';
import {
  matchesProductFilter,
  parseProductFilter,
  type ColumnReader,
  type ColumnValue,
  type LegacyColumnName,
  type ProductFilter,
} from '@joinery/flows/catalogue/catalogueRules';
import { seeded } from '../random';
import { defineTable } from '../store';

/**
 * The legacy product master (the host system's BR* table) of the embedded back end: 5,000
 * cabinet, panel, molding, hardware and accessory rows. Product templates select rows with
 * their Product Filter and claim them (`productTemplateId`); bricks read values from them.
 *
 * The rows themselves are generated once, deterministically, and never stored: only the
 * changes made to them (a template claiming rows, an import filling supplemental data) live in
 * the store, so the demo's saved store stays small and a reset brings the seed back.
 *
 * Shared with the unprocessed records, reporting, search and product view back ends: read
 * through `legacyRecords`, change through `legacyRecords.update` / `updateMany`.
 */
export interface LegacyRecord {
  /** BRPRID: the product master id (also the AS400 product id and productMasterId). */
  brprid: number;
  /** BRMFG: manufacturer code, e.g. HRT. */
  brmfg: string;
  /** BRLIN: product line code, e.g. SWH. */
  brlin: string;
  /** BRPART: manufacturer part number, e.g. B24, W3030L. Not unique across lines. */
  brpart: string;
  brdeS1: string;
  brdeS2: string;
  brdeS3: string;
  /** BRUPC: 12-digit UPC-A with a valid check digit. */
  brupc: string;
  /** BRVSKU: the vendor's SKU, `MFG-LIN-PART`; unique. */
  vendorSku: string;
  /** The Joinery SKU: the owning template's Code (`line.part`); '' while no template owns the row. */
  JoinerySKU: string;
  /** BRPRCOD: product code, CAB (cabinet), PNL (panel, filler), MLD (molding), HDW, ACC. */
  brprcod: string;
  /** The product's display name. */
  name: string;
  brcost: number;
  brmsrp: number;
  brweight: number;
  /** §9: 0 Not Published, 1 first website, 2 second website, 3 both. */
  brpub: 0 | 1 | 2 | 3;
  /** Stock at Springfield, Elkridge and Raleigh. */
  brqtyaspr: number;
  brqtyaelk: number;
  brqtyaral: number;
  /** The template that owns the row; 0 for none (a Missing Template record). */
  productTemplateId: number;
  /**
   * Supplemental data: brick name → value code, for the bricks not sourced from a column.
   * A row lacking a value its template's series needs is a Missing Supplemental record.
   */
  supplemental: Readonly<Record<string, string>>;
  /** The host system has not sent the row's attributes yet (list type 3, Missing AS400Attribute). */
  as400AttributesMissing: boolean;
}

export type LegacyRecordPatch = Partial<Omit<LegacyRecord, 'brprid'>>;

export const LEGACY_RECORD_COUNT = 5000;
export const FIRST_PRODUCT_MASTER_ID = 100001;

export interface Manufacturer {
  code: string;
  name: string;
}
export interface ProductLine {
  code: string;
  name: string;
  manufacturer: string;
  doorStyle: string;
  finish: string;
  species: string;
}

export const manufacturers: readonly Manufacturer[] = [
  { code: 'HRT', name: 'Hartwell Cabinetry' },
  { code: 'OKR', name: 'Oak Ridge Woodworks' },
  { code: 'CST', name: 'Coastal Cabinet Co' },
  { code: 'MPH', name: 'Maple Hollow' },
  { code: 'BRK', name: 'Brookline Kitchens' },
  { code: 'LKS', name: 'Lakeside Cabinetry' },
  { code: 'SMT', name: 'Summit Hardware' },
  { code: 'JNY', name: 'Joinery Essentials' },
];

const line = (code: string, name: string, manufacturer: string, doorStyle: string, finish: string, species: string): ProductLine => ({
  code,
  name,
  manufacturer,
  doorStyle,
  finish,
  species,
});

/** Cabinet lines: each line is one door style in one finish over one wood species. */
export const cabinetLines: readonly ProductLine[] = [
  line('SWH', 'Shaker White', 'HRT', 'shk', 'wht', 'map'),
  line('SGR', 'Shaker Dove Gray', 'HRT', 'shk', 'gry', 'map'),
  line('RPC', 'Raised Panel Cherry', 'HRT', 'rpn', 'chr', 'chr'),
  line('HSL', 'Slab Walnut', 'HRT', 'slb', 'wal', 'wal'),
  line('ONT', 'Natural Oak', 'OKR', 'rpn', 'nat', 'oak'),
  line('OES', 'Espresso Shaker', 'OKR', 'shk', 'esp', 'oak'),
  line('OBB', 'Beadboard Buttercream', 'OKR', 'bdb', 'crm', 'oak'),
  line('OGS', 'Greystone Shaker', 'OKR', 'shk', 'gry', 'oak'),
  line('CNV', 'Navy Shaker', 'CST', 'shk', 'nvy', 'bir'),
  line('CBW', 'Beadboard White', 'CST', 'bdb', 'wht', 'bir'),
  line('CSG', 'Sage Slab', 'CST', 'slb', 'sag', 'bir'),
  line('CDW', 'Driftwood Shaker', 'CST', 'shk', 'drf', 'bir'),
  line('MNT', 'Natural Maple Slab', 'MPH', 'slb', 'nat', 'map'),
  line('MIW', 'Inset White', 'MPH', 'ins', 'wht', 'map'),
  line('MCH', 'Cherry Inset', 'MPH', 'ins', 'chr', 'chr'),
  line('MTP', 'Toffee Raised Panel', 'MPH', 'rpn', 'tof', 'map'),
  line('BKW', 'Brookline White', 'BRK', 'shk', 'wht', 'bir'),
  line('BKG', 'Graphite Slab', 'BRK', 'slb', 'gph', 'bir'),
  line('BKS', 'Sandstone Raised Panel', 'BRK', 'rpn', 'snd', 'map'),
  line('BKE', 'Evergreen Shaker', 'BRK', 'shk', 'evg', 'map'),
  line('LSW', 'Lakeside Shaker White', 'LKS', 'shk', 'wht', 'bir'),
  line('LSE', 'Lakeside Espresso', 'LKS', 'rpn', 'esp', 'bir'),
  line('LSA', 'Aspen Gray', 'LKS', 'shk', 'gry', 'bir'),
  line('LSN', 'Natural Hickory', 'LKS', 'rpn', 'nat', 'hck'),
];

export const hardwareLines: readonly ProductLine[] = [
  line('SPL', 'Cabinet Pulls', 'SMT', '', '', ''),
  line('SKB', 'Cabinet Knobs', 'SMT', '', '', ''),
];
export const accessoryLines: readonly ProductLine[] = [line('JAC', 'Kitchen Accessories', 'JNY', '', '', '')];

export const productLines: readonly ProductLine[] = [...cabinetLines, ...hardwareLines, ...accessoryLines];

/** Brick value names of the codes the generator uses (bricks.ts lists the same values). */
export const valueNames = {
  cabinetType: {
    b: 'Base Cabinet',
    db: 'Drawer Base',
    sb: 'Sink Base',
    w: 'Wall Cabinet',
    t: 'Tall Pantry',
    v: 'Vanity',
    vdb: 'Vanity Drawer Base',
    bbc: 'Blind Base Corner',
    ls: 'Lazy Susan',
    wbc: 'Wall Blind Corner',
    wdc: 'Wall Diagonal Corner',
    fill: 'Filler',
    pnl: 'Panel',
    mold: 'Molding',
  },
  doorStyle: { shk: 'Shaker', rpn: 'Raised Panel', slb: 'Slab', bdb: 'Beadboard', ins: 'Inset' },
  finish: {
    wht: 'White',
    gry: 'Dove Gray',
    chr: 'Cherry',
    wal: 'Walnut',
    nat: 'Natural',
    esp: 'Espresso',
    crm: 'Buttercream',
    nvy: 'Navy',
    sag: 'Sage',
    drf: 'Driftwood',
    tof: 'Toffee',
    gph: 'Graphite',
    snd: 'Sandstone',
    evg: 'Evergreen',
  },
  species: { map: 'Maple', chr: 'Cherry', wal: 'Walnut', oak: 'Oak', bir: 'Birch', hck: 'Hickory' },
  hinge: { l: 'Left', r: 'Right', b: 'Butt Doors', n: 'None' },
  construction: { frm: 'Framed', fls: 'Frameless' },
  softClose: { y: 'Yes', n: 'No' },
  hardwareType: { bar: 'Bar Pull', cup: 'Cup Pull', edge: 'Edge Pull', arch: 'Arch Pull', tbar: 'T-Bar Pull', knob: 'Round Knob', sqk: 'Square Knob', mush: 'Mushroom Knob', ring: 'Ring Pull' },
  hardwareFinish: { bn: 'Brushed Nickel', mb: 'Matte Black', sb: 'Satin Brass', pc: 'Polished Chrome', orb: 'Oil-Rubbed Bronze', ss: 'Stainless Steel' },
  hardwareSize: { '3in': '3 in', '96mm': '96 mm', '128mm': '128 mm', '160mm': '160 mm', '192mm': '192 mm', '32mm': '32 mm', '35mm': '35 mm' },
  accessoryType: { rout: 'Roll-Out Tray', trsh: 'Trash Pull-Out', spce: 'Spice Rack', tray: 'Tray Divider', shlf: 'Extra Shelf', tkit: 'Touch-Up Kit' },
  colorFamily: { white: 'White', gray: 'Gray', wood: 'Wood Tone', blue: 'Blue', green: 'Green', black: 'Black', metal: 'Metallic' },
} as const;

/**
 * The colour each finish's swatch shows (§2 Image: "a colour block from the colour swatch"): the
 * embedded back end answers a product's colorSwatch as this CSS colour, not the brick value code
 * the template's formula picks (docs/decisions.md, issue 31).
 */
export const swatchColours: Record<string, string> = {
  // Cabinet finishes.
  wht: '#f4f2ec',
  gry: '#a7a9a4',
  chr: '#8b3a2b',
  wal: '#5a3d2b',
  nat: '#d8b98c',
  esp: '#3b2a21',
  crm: '#f3e5c0',
  nvy: '#23344f',
  sag: '#9caf88',
  drf: '#b9ab97',
  gph: '#4a4c4f',
  snd: '#cbbfa8',
  tof: '#8a6a4f',
  evg: '#2f4f3a',
  // Hardware finishes.
  bn: '#b7b3a9',
  mb: '#26262a',
  sb: '#c9a857',
  pc: '#dfe3e6',
  orb: '#4b3527',
  ss: '#c4c7c9',
};

const colorFamilyOfFinish: Record<string, string> = {
  wht: 'white', crm: 'white', gry: 'gray', gph: 'gray', snd: 'gray', drf: 'gray', chr: 'wood', wal: 'wood', nat: 'wood',
  esp: 'wood', tof: 'wood', nvy: 'blue', sag: 'green', evg: 'green',
};
const constructionOf: Record<string, string> = { HRT: 'frm', OKR: 'frm', CST: 'fls', MPH: 'frm', BRK: 'fls', LKS: 'frm' };
const upcPrefixOf: Record<string, string> = {
  HRT: '081234', OKR: '084567', CST: '086012', MPH: '087345', BRK: '088910', LKS: '089123', SMT: '071550', JNY: '068790',
};

interface CatalogItem {
  part: string;
  type: keyof typeof valueNames.cabinetType;
  des1: string;
  prcod: 'CAB' | 'PNL' | 'MLD';
  width?: number;
  height?: number;
  depth?: number;
  doors: number;
  drawers: number;
  hinge: keyof typeof valueNames.hinge;
  cost: number;
  weight: number;
}

const two = (n: number) => String(n).padStart(2, '0');

/** One cabinet line's catalogue: 196 items, the same part numbers in every line. */
function cabinetCatalog(): CatalogItem[] {
  const items: CatalogItem[] = [];
  const singleDoor = (w: number) => w <= 21;
  const withHinges = (item: Omit<CatalogItem, 'hinge'>, single: boolean) => {
    if (!single) items.push({ ...item, hinge: item.doors === 0 ? 'n' : 'b' });
    else for (const hinge of ['l', 'r'] as const) items.push({ ...item, part: `${item.part}${hinge.toUpperCase()}`, hinge });
  };
  for (const w of [9, 12, 15, 18, 21, 24, 27, 30, 33, 36, 39, 42, 45, 48]) {
    withHinges(
      { part: `B${two(w)}`, type: 'b', des1: `BASE CABINET ${w}"W`, prcod: 'CAB', width: w, height: 34, depth: 24, doors: singleDoor(w) ? 1 : 2, drawers: 1, cost: 120 + w * 6.5, weight: 30 + w * 1.1 },
      singleDoor(w),
    );
  }
  for (const [w, drawers] of [[12, 3], [15, 3], [18, 3], [21, 3], [24, 3], [30, 3], [36, 3], [15, 4], [18, 4], [24, 4]] as const) {
    withHinges(
      { part: `DB${two(w)}-${drawers}`, type: 'db', des1: `DRAWER BASE ${w}"W ${drawers} DRW`, prcod: 'CAB', width: w, height: 34, depth: 24, doors: 0, drawers, cost: 190 + w * 8, weight: 38 + w * 1.3 },
      false,
    );
  }
  for (const w of [24, 27, 30, 33, 36, 42]) {
    withHinges(
      { part: `SB${two(w)}`, type: 'sb', des1: `SINK BASE ${w}"W`, prcod: 'CAB', width: w, height: 34, depth: 24, doors: 2, drawers: 0, cost: 110 + w * 5.5, weight: 26 + w },
      false,
    );
  }
  for (const w of [9, 12, 15, 18, 21, 24, 27, 30, 33, 36]) {
    for (const h of [12, 15, 18, 24, 30, 36, 42]) {
      withHinges(
        { part: `W${two(w)}${two(h)}`, type: 'w', des1: `WALL CABINET ${w}"W X ${h}"H`, prcod: 'CAB', width: w, height: h, depth: 12, doors: singleDoor(w) ? 1 : 2, drawers: 0, cost: 60 + w * 2.8 + h * 2.2, weight: 12 + w * 0.5 + h * 0.4 },
        singleDoor(w),
      );
    }
  }
  for (const w of [18, 24, 30, 33, 36]) {
    for (const h of [84, 90, 96]) {
      for (const d of [12, 24]) {
        withHinges(
          { part: `T${two(w)}${h}${d}`, type: 't', des1: `TALL PANTRY ${w}"W X ${h}"H X ${d}"D`, prcod: 'CAB', width: w, height: h, depth: d, doors: w <= 18 ? 2 : 4, drawers: 0, cost: 320 + w * 9 + h * 1.5 + d * 4, weight: 70 + w * 1.6 + d },
          false,
        );
      }
    }
  }
  for (const w of [24, 30, 36, 42, 48, 60]) {
    withHinges(
      { part: `V${two(w)}21`, type: 'v', des1: `VANITY ${w}"W X 21"D`, prcod: 'CAB', width: w, height: 34, depth: 21, doors: 2, drawers: w >= 36 ? 2 : 0, cost: 140 + w * 5, weight: 30 + w },
      false,
    );
  }
  for (const w of [12, 15, 18]) {
    withHinges(
      { part: `VDB${two(w)}`, type: 'vdb', des1: `VANITY DRAWER BASE ${w}"W`, prcod: 'CAB', width: w, height: 34, depth: 21, doors: 0, drawers: 3, cost: 170 + w * 7, weight: 30 + w },
      false,
    );
  }
  const corners: [string, CatalogItem['type'], string, number, number, number][] = [
    ['BBC42', 'bbc', 'BLIND BASE CORNER 42"W', 42, 34, 24],
    ['BBC45', 'bbc', 'BLIND BASE CORNER 45"W', 45, 34, 24],
    ['BBC48', 'bbc', 'BLIND BASE CORNER 48"W', 48, 34, 24],
    ['LS36', 'ls', 'LAZY SUSAN BASE 36"W', 36, 34, 24],
    ['WBC24', 'wbc', 'WALL BLIND CORNER 24"W', 24, 30, 12],
    ['WBC27', 'wbc', 'WALL BLIND CORNER 27"W', 27, 30, 12],
    ['WDC2430', 'wdc', 'WALL DIAGONAL CORNER 24X30', 24, 30, 12],
    ['WDC2436', 'wdc', 'WALL DIAGONAL CORNER 24X36', 24, 36, 12],
  ];
  for (const [part, type, des1, width, height, depth] of corners) {
    withHinges({ part, type, des1, prcod: 'CAB', width, height, depth, doors: 1, drawers: type === 'bbc' ? 1 : 0, cost: 240 + width * 4, weight: 40 + width }, false);
  }
  const panels: [string, CatalogItem['type'], 'PNL' | 'MLD', string, number | undefined, number | undefined][] = [
    ['F3', 'fill', 'PNL', 'FILLER 3"W X 30"H', 3, 30],
    ['F6', 'fill', 'PNL', 'FILLER 6"W X 30"H', 6, 30],
    ['TF396', 'fill', 'PNL', 'TALL FILLER 3"W X 96"H', 3, 96],
    ['BP24', 'pnl', 'PNL', 'BASE END PANEL 24"D', 24, 34],
    ['WP1230', 'pnl', 'PNL', 'WALL END PANEL 12X30', 12, 30],
    ['REP96', 'pnl', 'PNL', 'REFRIGERATOR END PANEL 96"H', 24, 96],
    ['CM8', 'mold', 'MLD', 'CROWN MOLDING 8FT', undefined, undefined],
    ['LR8', 'mold', 'MLD', 'LIGHT RAIL MOLDING 8FT', undefined, undefined],
    ['TK8', 'mold', 'MLD', 'TOE KICK 8FT', undefined, undefined],
  ];
  for (const [part, type, prcod, des1, width, height] of panels) {
    withHinges({ part, type, des1, prcod, width, height, doors: 0, drawers: 0, cost: 18 + (width ?? 10) * 1.2 + (height ?? 20) * 0.6, weight: 4 + (height ?? 10) * 0.2 }, false);
  }
  return items;
}

/** The UPC-A check digit of 11 digits. */
function upcCheckDigit(digits: string): number {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) sum += Number(digits[i]) * (i % 2 === 0 ? 3 : 1);
  return (10 - (sum % 10)) % 10;
}

const money = (value: number) => Math.round(value * 100) / 100;
const words = (text: string) =>
  text.toLowerCase().replace(/(^|[^a-z0-9'])([a-z])/g, (_, before: string, letter: string) => before + letter.toUpperCase());

interface Draft extends Omit<LegacyRecord, 'brprid' | 'brupc' | 'productTemplateId' | 'JoinerySKU' | 'brpub' | 'as400AttributesMissing' | 'brqtyaspr' | 'brqtyaelk' | 'brqtyaral'> {
  supplemental: Record<string, string>;
}

function cabinetDrafts(): Draft[] {
  const catalog = cabinetCatalog();
  const drafts: Draft[] = [];
  for (const productLine of cabinetLines) {
    const maker = manufacturers.find((m) => m.code === productLine.manufacturer);
    const finishName = valueNames.finish[productLine.finish as keyof typeof valueNames.finish];
    const styleName = valueNames.doorStyle[productLine.doorStyle as keyof typeof valueNames.doorStyle];
    const speciesName = valueNames.species[productLine.species as keyof typeof valueNames.species];
    const premium = 1 + (productLine.manufacturer.charCodeAt(0) % 5) * 0.08;
    for (const item of catalog) {
      const supplemental: Record<string, string> = {
        'Cabinet Type': item.type,
        'Door Style': productLine.doorStyle,
        Finish: productLine.finish,
        'Wood Species': productLine.species,
        'Hinge Side': item.hinge,
        'Door Count': String(item.doors),
        'Drawer Count': String(item.drawers),
        Construction: constructionOf[productLine.manufacturer] ?? 'frm',
        'Soft Close': productLine.manufacturer === 'LKS' ? 'n' : 'y',
        'Color Family': colorFamilyOfFinish[productLine.finish] ?? 'wood',
      };
      if (item.width !== undefined) supplemental.Width = two(item.width);
      if (item.height !== undefined) supplemental.Height = two(item.height);
      if (item.depth !== undefined) supplemental.Depth = two(item.depth);
      const hingeText = item.hinge === 'l' ? 'LEFT HINGE' : item.hinge === 'r' ? 'RIGHT HINGE' : '';
      drafts.push({
        brmfg: productLine.manufacturer,
        brlin: productLine.code,
        brpart: item.part,
        brdeS1: item.des1,
        brdeS2: `${styleName} ${finishName} ${speciesName}`.toUpperCase(),
        brdeS3: [item.prcod === 'CAB' ? (constructionOf[productLine.manufacturer] === 'fls' ? 'FRAMELESS' : 'FRAMED') : '', hingeText]
          .filter(Boolean)
          .join(', '),
        vendorSku: `${productLine.manufacturer}-${productLine.code}-${item.part}`,
        brprcod: item.prcod,
        name: `${maker?.name ?? productLine.manufacturer} ${productLine.name} ${words(item.des1)}`,
        brcost: money(item.cost * premium),
        brmsrp: money(item.cost * premium * 2.15),
        brweight: money(item.weight),
        supplemental,
      });
    }
  }
  return drafts;
}

function hardwareDrafts(): Draft[] {
  const drafts: Draft[] = [];
  const finishes = Object.keys(valueNames.hardwareFinish) as (keyof typeof valueNames.hardwareFinish)[];
  const pullSizes = ['3in', '96mm', '128mm', '160mm', '192mm'] as const;
  for (const type of ['bar', 'cup', 'edge', 'arch', 'tbar'] as const) {
    for (const finish of finishes) {
      for (const size of pullSizes) {
        const part = `P${type.toUpperCase()}${size.replace('mm', '').replace('in', 'I')}${finish.toUpperCase()}`.slice(0, 12);
        drafts.push(hardwareDraft('SPL', part, type, finish, size, `${valueNames.hardwareType[type]} ${valueNames.hardwareSize[size]}`));
      }
    }
  }
  for (const type of ['knob', 'sqk', 'mush', 'ring'] as const) {
    for (const finish of finishes) {
      for (const size of ['32mm', '35mm'] as const) {
        const part = `K${type.toUpperCase()}${size.replace('mm', '')}${finish.toUpperCase()}`;
        drafts.push(hardwareDraft('SKB', part, type, finish, size, `${valueNames.hardwareType[type]} ${valueNames.hardwareSize[size]}`));
      }
    }
  }
  return drafts;
}

function hardwareDraft(lineCode: string, part: string, type: string, finish: keyof typeof valueNames.hardwareFinish, size: string, title: string): Draft {
  const finishName = valueNames.hardwareFinish[finish];
  const cost = 2.4 + part.length * 0.35 + (finish === 'sb' || finish === 'orb' ? 1.2 : 0);
  return {
    brmfg: 'SMT',
    brlin: lineCode,
    brpart: part,
    brdeS1: title.toUpperCase(),
    brdeS2: finishName.toUpperCase(),
    brdeS3: 'SCREWS INCLUDED',
    vendorSku: `SMT-${lineCode}-${part}`,
    brprcod: 'HDW',
    name: `Summit ${title} ${finishName}`,
    brcost: money(cost),
    brmsrp: money(cost * 2.6),
    brweight: money(0.2 + part.length * 0.02),
    supplemental: {
      'Hardware Type': type,
      'Hardware Finish': finish,
      'Hardware Size': size,
      'Color Family': finish === 'mb' || finish === 'orb' ? 'black' : 'metal',
    },
  };
}

function accessoryDrafts(count: number): Draft[] {
  const kinds = Object.entries(valueNames.accessoryType) as [keyof typeof valueNames.accessoryType, string][];
  const widths = [9, 12, 15, 18, 21, 24, 27, 30, 33, 36];
  const drafts: Draft[] = [];
  for (let i = 0; i < count; i += 1) {
    const [code, title] = kinds[i % kinds.length] as [keyof typeof valueNames.accessoryType, string];
    const width = widths[Math.floor(i / kinds.length) % widths.length] as number;
    const series = Math.floor(i / (kinds.length * widths.length)) + 1;
    const part = `A${code.toUpperCase()}${two(width)}${series > 1 ? `-${series}` : ''}`;
    drafts.push({
      brmfg: 'JNY',
      brlin: 'JAC',
      brpart: part,
      brdeS1: `${title.toUpperCase()} ${width}"W`,
      brdeS2: series > 1 ? `SERIES ${series}` : 'STANDARD',
      brdeS3: 'FITS BASE CABINETS',
      vendorSku: `JNY-JAC-${part}`,
      brprcod: 'ACC',
      name: `Joinery ${title} ${width}"`,
      brcost: money(14 + width * 1.9 + series * 3),
      brmsrp: money((14 + width * 1.9 + series * 3) * 2.3),
      brweight: money(2 + width * 0.3),
      supplemental: { 'Accessory Type': code, Width: two(width) },
    });
  }
  return drafts;
}

/**
 * The published templates of the seed and the filters they claimed their rows with
 * (templates.ts builds these templates with the same filters). A row matched by one of them
 * belongs to that template.
 */
export const seedTemplateClaims: readonly { productTemplateId: number; filter: string }[] = [
  { productTemplateId: 1, filter: "[BRMFG] = 'HRT' AND [BRLIN] = 'SWH' AND [BRPRCOD] = 'CAB' AND NOT [BRPART] LIKE 'V%'" },
  { productTemplateId: 2, filter: "[Manufacturer] = 'HRT' AND [ProductLine] = 'SGR' AND [ProductCode] = 'CAB' AND NOT [PartNumber] LIKE 'V%'" },
  { productTemplateId: 3, filter: "[BRLIN] IN ('ONT', 'OES') AND [BRPRCOD] = 'CAB' AND [BRPART] NOT LIKE 'V%'" },
  { productTemplateId: 4, filter: "[BRMFG] = 'CST' AND [BRLIN] = 'CNV' AND [BRPRCOD] = 'CAB' AND NOT ([BRPART] LIKE 'V%')" },
  { productTemplateId: 5, filter: "[BRLIN] = 'MIW' AND [BRPRCOD] = 'CAB'" },
  { productTemplateId: 6, filter: "[BRMFG] = 'HRT' AND [BRPRCOD] IN ('PNL', 'MLD')" },
  { productTemplateId: 7, filter: "[BRMFG] = 'SMT' AND [BRLIN] = 'SPL'" },
  { productTemplateId: 8, filter: "[BRMFG] IN ('HRT', 'CST') AND [BRPART] LIKE 'V%'" },
];

/** The Joinery SKU a row gets when a template owns it: the Code formula of its series. */
export function joinerySkuOf(record: Pick<LegacyRecord, 'brmfg' | 'brlin' | 'brpart'>): string {
  const first = record.brmfg === 'SMT' ? record.brmfg : record.brlin;
  return `${first}.${record.brpart}`.toLowerCase();
}

let base: readonly LegacyRecord[] | undefined;

function generate(): readonly LegacyRecord[] {
  const faker: Faker = seeded(5000);
  const cabinets = cabinetDrafts();
  const hardware = hardwareDrafts();
  const drafts = [...cabinets, ...hardware, ...accessoryDrafts(LEGACY_RECORD_COUNT - cabinets.length - hardware.length)];
  const claims = seedTemplateClaims.map((claim) => {
    const parsed = parseProductFilter(claim.filter);
    if (!parsed.ok) throw new Error(`Seed template ${claim.productTemplateId} has a bad filter: ${parsed.problem.message}`);
    return { productTemplateId: claim.productTemplateId, filter: parsed.filter };
  });
  const itemNumbers = new Map<string, number>();
  return drafts.slice(0, LEGACY_RECORD_COUNT).map((draft, index) => {
    const item = (itemNumbers.get(draft.brmfg) ?? 0) + 1;
    itemNumbers.set(draft.brmfg, item);
    const upc11 = `${upcPrefixOf[draft.brmfg] ?? '000000'}${String(item).padStart(5, '0')}`;
    const supplemental = { ...draft.supplemental };
    // About one row in twenty has lost a supplemental value (a Missing Supplemental record).
    if (faker.number.int({ min: 1, max: 20 }) === 1) {
      const keys = Object.keys(supplemental);
      delete supplemental[faker.helpers.arrayElement(keys)];
    }
    const stocked = faker.number.int({ min: 1, max: 10 }) > 2;
    const row: LegacyRecord = {
      ...draft,
      brprid: FIRST_PRODUCT_MASTER_ID + index,
      brupc: `${upc11}${upcCheckDigit(upc11)}`,
      JoinerySKU: '',
      brpub: 0,
      brqtyaspr: stocked ? faker.number.int({ min: 0, max: 48 }) : 0,
      brqtyaelk: stocked ? faker.number.int({ min: 0, max: 30 }) : 0,
      brqtyaral: stocked ? faker.number.int({ min: 0, max: 24 }) : 0,
      productTemplateId: 0,
      supplemental: Object.freeze(supplemental),
      as400AttributesMissing: faker.number.int({ min: 1, max: 40 }) === 1,
    };
    const read = legacyColumnReader(row);
    const claim = claims.find((c) => matchesProductFilter(c.filter, read));
    if (claim) {
      row.productTemplateId = claim.productTemplateId;
      row.JoinerySKU = joinerySkuOf(row);
      row.brpub = faker.helpers.arrayElement([1, 1, 3, 3, 3, 2] as const);
    }
    return Object.freeze(row);
  });
}

/** The generated rows, before any change. */
export function baseLegacyRecords(): readonly LegacyRecord[] {
  base ??= generate();
  return base;
}

interface StoredChange {
  brprid: number;
  patch: LegacyRecordPatch;
}

/** Only the changes live in the store (see above). */
const changes = defineTable<StoredChange, number>('legacyRecordChanges', (c) => c.brprid, () => []);

function merged(record: LegacyRecord, change: StoredChange | undefined): LegacyRecord {
  return change ? { ...record, ...change.patch, brprid: record.brprid } : record;
}

/** Reads one column of a row as filters and formulas name it. */
export function readLegacyColumn(record: LegacyRecord, column: LegacyColumnName): ColumnValue {
  switch (column) {
    case 'BRPRID':
      return record.brprid;
    case 'BRMFG':
      return record.brmfg;
    case 'BRLIN':
      return record.brlin;
    case 'BRPART':
      return record.brpart;
    case 'BRDES1':
      return record.brdeS1;
    case 'BRDES2':
      return record.brdeS2;
    case 'BRDES3':
      return record.brdeS3;
    case 'Description':
      return [record.brdeS1, record.brdeS2, record.brdeS3].filter(Boolean).join(' ');
    case 'BRUPC':
      return record.brupc;
    case 'BRVSKU':
      return record.vendorSku;
    case 'BRPRCOD':
      return record.brprcod;
    case 'BRCOST':
      return record.brcost;
    case 'BRMSRP':
      return record.brmsrp;
    case 'BRWEIGHT':
      return record.brweight;
    case 'BRPUB':
      return record.brpub;
    case 'BRQTYASPR':
      return record.brqtyaspr;
    case 'BRQTYAELK':
      return record.brqtyaelk;
    case 'BRQTYARAL':
      return record.brqtyaral;
    case 'ProductTemplateId':
      return record.productTemplateId;
  }
}

export function legacyColumnReader(record: LegacyRecord): ColumnReader {
  return (column) => readLegacyColumn(record, column);
}

/** The legacy product master, with every change applied. */
export const legacyRecords = {
  all(): LegacyRecord[] {
    const stored = changes.all();
    if (stored.length === 0) return [...baseLegacyRecords()];
    const byId = new Map(stored.map((c) => [c.brprid, c]));
    return baseLegacyRecords().map((record) => merged(record, byId.get(record.brprid)));
  },
  find(brprid: number): LegacyRecord | undefined {
    const record = baseLegacyRecords()[brprid - FIRST_PRODUCT_MASTER_ID];
    return record && record.brprid === brprid ? merged(record, changes.find(brprid)) : undefined;
  },
  where(predicate: (record: LegacyRecord) => boolean): LegacyRecord[] {
    return legacyRecords.all().filter(predicate);
  },
  /** The rows a parsed Product Filter selects, in product master id order. */
  matching(filter: ProductFilter): LegacyRecord[] {
    return legacyRecords.all().filter((record) => matchesProductFilter(filter, legacyColumnReader(record)));
  },
  /** Changes one row; answers it changed, or undefined when no row has that id. */
  update(brprid: number, patch: LegacyRecordPatch): LegacyRecord | undefined {
    return legacyRecords.updateMany([{ brprid, patch }])[0];
  },
  /** Changes many rows with one store write (a template claiming its products, an import). */
  updateMany(updates: readonly { brprid: number; patch: LegacyRecordPatch }[]): LegacyRecord[] {
    const stored = new Map(changes.all().map((c) => [c.brprid, c]));
    const changed: LegacyRecord[] = [];
    for (const { brprid, patch } of updates) {
      const record = baseLegacyRecords()[brprid - FIRST_PRODUCT_MASTER_ID];
      if (!record || record.brprid !== brprid) continue;
      const previous = stored.get(brprid);
      const next = { brprid, patch: { ...previous?.patch, ...patch }, version: (previous?.version ?? 0) + 1 };
      stored.set(brprid, next);
      changed.push(merged(record, next));
    }
    if (changed.length > 0) changes.replaceAll([...stored.values()]);
    return changed;
  },
};
