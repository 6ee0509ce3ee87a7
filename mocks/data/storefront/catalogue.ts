import type { Faker } from '@faker-js/faker';
import type { Resource } from '@joinery/flows/api/storefront/media';
import type {
  AssetsGroup,
  PageLayout,
  PriceViewModel,
  ProductAssociation,
  ProductVariation,
  RelatedBlog,
  VariationAttribute,
} from '@joinery/flows/api/storefront/products';
import { variationCode } from '@joinery/flows/api/storefront/products';
import { RELATED_PRODUCT_TYPES, type RelatedProductType } from '@joinery/flows/storefront/relatedProducts';
import { seeded } from '../random';
import { defineTable } from '../store';

/**
 * The storefront catalogue: 200 products across the seven related-product types, each with its
 * variations (storefront.md §3). Cabinets vary by door style and finish (species + finish) and
 * carry `VariantTraits`; samples, panels, fillers and moldings are colour products with a colour
 * trait, swatch and dynamic `trait{n}Name`/`trait{n}Value` pairs.
 */
export interface CatalogueProduct {
  /** The product code, e.g. `JNY-1001`. */
  Code: string;
  /** The related-products search hit id. */
  HitId: string;
  Name: string;
  /** HTML. */
  Description: string;
  ProductUrl: string;
  /** The product-level part number, e.g. `B1D24`. */
  BRPART: string;
  productType: RelatedProductType;
  brand: string;
  PageLayout: PageLayout;
  ParentCategoryContentLinkId: number;
  Variations: ProductVariation[];
  AssetsGroups: AssetsGroup[];
  Associations: ProductAssociation[];
  RelatedBlogs: RelatedBlog[];
  DealerDocuments: Resource[];
  DocumentWarranties: Resource[];
}

export const brands = ['Joinery Signature', 'Joinery Essentials', 'Northfield'] as const;

export const doorStyles = [
  { name: 'Shaker', code: 'SH', shape: 'Square' },
  { name: 'Raised Panel', code: 'RP', shape: 'Cathedral' },
  { name: 'Slab', code: 'SL', shape: 'Flat' },
  { name: 'Beadboard', code: 'BB', shape: 'Square' },
  { name: 'Inset Shaker', code: 'IS', shape: 'Square' },
] as const;
type DoorStyle = (typeof doorStyles)[number];

export const cabinetFinishes = [
  { species: 'Maple', finish: 'Natural', code: 'MN', hex: '#D9B38C', upcharge: 1 },
  { species: 'Maple', finish: 'Dove White Paint', code: 'MDW', hex: '#EEEAE0', upcharge: 1.1 },
  { species: 'Maple', finish: 'Pewter Paint', code: 'MPW', hex: '#8E9193', upcharge: 1.1 },
  { species: 'Maple', finish: 'Espresso Stain', code: 'MES', hex: '#3C2A21', upcharge: 1.05 },
  { species: 'Cherry', finish: 'Natural', code: 'CN', hex: '#9B5B3C', upcharge: 1.2 },
  { species: 'Cherry', finish: 'Auburn Stain', code: 'CAU', hex: '#6E2F22', upcharge: 1.25 },
  { species: 'Oak', finish: 'Toffee Stain', code: 'OTF', hex: '#A0673D', upcharge: 1.05 },
  { species: 'Hickory', finish: 'Natural', code: 'HN', hex: '#C89F74', upcharge: 1.15 },
] as const;
type CabinetFinish = (typeof cabinetFinishes)[number];

/** Colours of the colour products; each has a swatch image at /media/swatches/{slug}.png. */
export const colours = [
  { name: 'Dove White', hex: '#EEEAE0' },
  { name: 'Linen', hex: '#E6DCC8' },
  { name: 'Agreeable Gray', hex: '#D1CBC1' },
  { name: 'Pewter', hex: '#8E9193' },
  { name: 'Sage', hex: '#A3AE94' },
  { name: 'Harbor Blue', hex: '#3E5A73' },
  { name: 'Navy', hex: '#1F2A44' },
  { name: 'Graphite', hex: '#3B3C3E' },
  { name: 'Espresso', hex: '#3C2A21' },
  { name: 'Natural Maple', hex: '#D9B38C' },
  { name: 'Toffee', hex: '#A0673D' },
  { name: 'Cherry', hex: '#7B3B2A' },
] as const;
type Colour = (typeof colours)[number];

/** Trait names as the pages label them. */
export const traitNames = {
  doorStyle: 'Door Style',
  finish: 'Finish',
  colour: 'Color',
  size: 'Size',
  length: 'Length',
  profile: 'Profile',
} as const;

/** Content link ids of the product types' parent categories (the related products' categoryContentLinkId). */
export const categoryContentLinkIds: Record<RelatedProductType, number> = {
  Samples: 1201,
  'Base Cabinets': 1202,
  'Wall Cabinets': 1203,
  Panels: 1204,
  'Fillers & Moldings': 1205,
  'Tall Cabinets': 1206,
  'Vanity Cabinets': 1207,
};

export const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

export function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/["']/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** Showcase products with a known shape, for stories and tests (see `demoProductCodes` in products.ts). */
export const showcaseIndex = {
  colourPicker: 0,
  cabinet: 1,
  colourDropdown: 3,
  twoTraitColour: 4,
  quoteOnly: 8,
  outOfStock: 15,
  onSale: 22,
} as const;

const showcaseIndexes = new Set<number>(Object.values(showcaseIndex));

export function productCode(index: number): string {
  return `JNY-${1000 + index}`;
}

// ---------------------------------------------------------------------------------------------
// Product families: each type's part numbers and names, unique per product.

interface Family {
  name: string;
  part: string;
  basePrice: number;
}

function cabinetFamily(type: RelatedProductType, ordinal: number): Family {
  const pick = <T>(list: readonly T[], i: number): T => list[i % list.length] as T;
  switch (type) {
    case 'Base Cabinets': {
      const configs = [
        { label: '1 Door 1 Drawer', code: 'B1D', price: 310 },
        { label: '2 Door 1 Drawer', code: 'B2D', price: 380 },
        { label: '3 Drawer', code: 'DB3', price: 460 },
        { label: 'Sink Base', code: 'SB', price: 340 },
        { label: 'Blind Corner', code: 'BBC', price: 420 },
        { label: 'Full Height Door', code: 'BFH', price: 330 },
      ];
      const widths = [9, 12, 15, 18, 21, 24, 27, 30, 33, 36];
      const config = pick(configs, Math.floor(ordinal / widths.length) + ordinal);
      const width = pick(widths, ordinal + 5);
      return {
        name: `Base ${width}" ${config.label}`,
        part: `${config.code}${width}`,
        basePrice: config.price + width * 6,
      };
    }
    case 'Wall Cabinets': {
      const heights = [30, 36, 42, 12, 15, 18, 24];
      const widths = [12, 15, 18, 21, 24, 27, 30, 33, 36];
      const height = pick(heights, Math.floor(ordinal / widths.length));
      const width = pick(widths, ordinal + 3);
      const doors = width <= 21 ? '1 Door' : '2 Door';
      return {
        name: `Wall ${width}" x ${height}" ${doors}`,
        part: `W${width}${height}`,
        basePrice: 150 + width * 4 + height * 3,
      };
    }
    case 'Tall Cabinets': {
      const families = [
        { label: 'Pantry', code: 'U', widths: [18, 24, 30, 36] },
        { label: 'Oven Cabinet', code: 'OC', widths: [27, 30, 33] },
        { label: 'Pantry with Roll-Outs', code: 'PC', widths: [18, 24] },
        { label: 'Broom Closet', code: 'BR', widths: [18, 24] },
      ];
      const combos = families.flatMap((f) =>
        f.widths.flatMap((w) => [84, 90, 96].map((h) => ({ f, w, h }))),
      );
      const { f, w, h } = pick(combos, ordinal * 7);
      return {
        name: `${f.label} ${w}" x ${h}"`,
        part: `${f.code}${w}${h}`,
        basePrice: 620 + w * 12 + (h - 84) * 9,
      };
    }
    default: {
      const families = [
        { label: 'Vanity Sink Base', code: 'VSB', widths: [24, 30, 36, 42, 48, 60] },
        { label: 'Vanity Drawer Base', code: 'VDB', widths: [12, 15, 18, 21, 24] },
        { label: 'Vanity Sink Drawer Base', code: 'VSD', widths: [30, 36, 42, 48] },
        { label: 'Vanity Linen Cabinet', code: 'VLC', widths: [18, 24] },
        { label: 'Vanity Wall Cabinet', code: 'VW', widths: [12, 15, 18, 21, 24, 27, 30, 33, 36] },
        { label: 'Vanity Knee Drawer', code: 'VKD', widths: [24, 30, 36] },
      ];
      const combos = families.flatMap((f) => f.widths.map((w) => ({ f, w })));
      const { f, w } = pick(combos, ordinal * 5);
      return { name: `${f.label} ${w}"`, part: `${f.code}${w}`, basePrice: 260 + w * 8 };
    }
  }
}

const panelFamilies = [
  { label: 'Base End Panel', code: 'BEP', sizes: ['24" x 34-1/2"', '27" x 34-1/2"'], price: 95 },
  {
    label: 'Wall End Panel',
    code: 'WEP',
    sizes: ['12" x 30"', '12" x 36"', '12" x 42"'],
    price: 70,
  },
  {
    label: 'Refrigerator End Panel',
    code: 'REP',
    sizes: ['24" x 84"', '24" x 90"', '24" x 96"'],
    price: 210,
  },
  {
    label: 'Dishwasher Return Panel',
    code: 'DWR',
    sizes: ['3" x 34-1/2"', '6" x 34-1/2"'],
    price: 48,
  },
  {
    label: 'Island Back Panel',
    code: 'IBP',
    sizes: ['48" x 34-1/2"', '96" x 34-1/2"'],
    price: 160,
  },
  { label: 'Skin Panel', code: 'SKP', sizes: ['24" x 96"', '48" x 96"'], price: 120 },
] as const;

const moldingFamilies = [
  { label: 'Crown Molding', code: 'CM' },
  { label: 'Light Rail Molding', code: 'LRM' },
  { label: 'Scribe Molding', code: 'SCM' },
  { label: 'Shoe Molding', code: 'SHM' },
  { label: 'Outside Corner Molding', code: 'OCM' },
  { label: 'Batten Molding', code: 'BTM' },
  { label: 'Base Filler', code: 'BF' },
  { label: 'Wall Filler', code: 'WF' },
  { label: 'Tall Filler', code: 'TF' },
  { label: 'Toe Kick', code: 'TK' },
] as const;

const blogPosts: RelatedBlog[] = [
  {
    Title: 'Choosing a door style that will still look right in twenty years',
    ImageUrl: '/media/catalog/blog-door-styles.jpg',
    BlogPostUrl: '/blog/choosing-a-door-style',
  },
  {
    Title: 'Painted or stained? How finishes wear in a busy kitchen',
    ImageUrl: '/media/catalog/blog-finishes.jpg',
    BlogPostUrl: '/blog/painted-or-stained',
  },
  {
    Title: 'Measuring for base and wall cabinets, step by step',
    ImageUrl: '/media/catalog/blog-measuring.jpg',
    BlogPostUrl: '/blog/measuring-for-cabinets',
  },
  {
    Title: 'Five storage ideas for a small bathroom vanity',
    ImageUrl: '/media/catalog/blog-vanity-storage.jpg',
    BlogPostUrl: '/blog/vanity-storage-ideas',
  },
  {
    Title: 'Finishing touches: crown, light rail and scribe moldings',
    ImageUrl: '/media/catalog/blog-moldings.jpg',
    BlogPostUrl: '/blog/finishing-with-moldings',
  },
];

const dealerDocuments: Resource[] = [
  { Url: '/media/documents/dealer-price-book-2025.pdf', Name: 'Dealer Price Book 2025' },
  { Url: '/media/documents/dealer-ordering-guide.pdf', Name: 'Dealer Ordering Guide' },
  { Url: '/media/documents/freight-and-claims-policy.pdf', Name: 'Freight and Claims Policy' },
];

const warranties: Resource[] = [
  { Url: '/media/documents/limited-lifetime-warranty.pdf', Name: 'Limited Lifetime Warranty' },
  { Url: '/media/documents/finish-care-and-cleaning.pdf', Name: 'Finish Care and Cleaning' },
];

// ---------------------------------------------------------------------------------------------
// Variation building blocks.

function attribute(name: string, value: string): VariationAttribute {
  return {
    AttributeName: name,
    AttributeValueCode: slug(value).toUpperCase(),
    AttributeValueName: value,
  };
}

function priceViewModel(regular: number, onSale: boolean): PriceViewModel {
  const sale = onSale ? Math.round(regular * 0.85) : regular;
  return { IsSalePrice: onSale, SalePrice: usd.format(sale), RegularPrice: usd.format(regular) };
}

function images(code: string, alt: string) {
  const base = `/media/catalog/${slug(code)}`;
  const primary = { Url: `${base}.jpg`, AltText: alt };
  return {
    PrimaryImage: primary,
    PrimaryImages: [primary, { Url: `${base}-open.jpg`, AltText: `${alt}, doors open` }],
    LargeImages: [
      { Url: `${base}-large.jpg`, AltText: alt },
      { Url: `${base}-large-open.jpg`, AltText: `${alt}, doors open` },
      { Url: `${base}-large-detail.jpg`, AltText: `${alt}, finish detail` },
    ],
  };
}

function stock(faker: Faker, allOut: boolean): number {
  if (allOut || faker.datatype.boolean({ probability: 0.2 })) return 0;
  return faker.number.int({ min: 1, max: 60 });
}

interface ProductFlags {
  quoteOnly: boolean;
  onSale: boolean;
  allOutOfStock: boolean;
}

function commerceFields(faker: Faker, regular: number, flags: ProductFlags, buyable: boolean) {
  return {
    InventoryDetails: flags.quoteOnly ? null : { TotalInStock: stock(faker, flags.allOutOfStock) },
    PriceViewModel: flags.quoteOnly
      ? priceViewModel(0, false)
      : priceViewModel(regular, flags.onSale),
    ShowBuyButton: buyable && !flags.quoteOnly,
  };
}

function cabinetVariations(
  faker: Faker,
  index: number,
  family: Family,
  brand: string,
  type: RelatedProductType,
  flags: ProductFlags,
): ProductVariation[] {
  // Tall cabinets are not made in beadboard: a door style with no related products to show.
  const styles = doorStyles.filter((d) => !(type === 'Tall Cabinets' && d.name === 'Beadboard'));
  let chosenStyles: DoorStyle[] = keepOrder(
    styles,
    faker.helpers.arrayElements(styles, { min: 2, max: 3 }),
  );
  let chosenFinishes: CabinetFinish[] = keepOrder(
    cabinetFinishes,
    faker.helpers.arrayElements(cabinetFinishes, { min: 3, max: 4 }),
  );
  let combos = chosenStyles.flatMap((door) => chosenFinishes.map((finish) => ({ door, finish })));
  // Some door style and finish pairs are not made, so choosing one trait masks values of the other.
  combos = combos.filter((c, i) => i === 0 || !faker.datatype.boolean({ probability: 0.15 }));
  if (index === showcaseIndex.cabinet) {
    chosenStyles = [doorStyles[0], doorStyles[2], doorStyles[1]];
    chosenFinishes = [
      cabinetFinishes[0],
      cabinetFinishes[1],
      cabinetFinishes[4],
      cabinetFinishes[6],
    ];
    combos = chosenStyles
      .flatMap((door) => chosenFinishes.map((finish) => ({ door, finish })))
      .filter(
        ({ door, finish }) =>
          !(door.name === 'Raised Panel' && finish.code === 'MDW') &&
          !(door.name === 'Slab' && finish.code === 'OTF'),
      );
  }
  return combos.map(({ door, finish }, n) => {
    const finishName = `${finish.species} ${finish.finish}`;
    const brpart = `${family.part}-${door.code}-${finish.code}`;
    const name = `${family.name}, ${door.name}, ${finishName}`;
    const regular = Math.round(family.basePrice * finish.upcharge);
    const commerce = commerceFields(faker, regular, flags, true);
    if (
      index === showcaseIndex.cabinet &&
      door.name === 'Shaker' &&
      finish.code === 'CN' &&
      commerce.InventoryDetails
    ) {
      commerce.InventoryDetails.TotalInStock = 0;
    }
    return {
      Code: `${productCode(index)}-${String(n + 1).padStart(2, '0')}`,
      Name: name,
      BRPART: brpart,
      Description: `<p>${door.name} door in ${finish.species} with a ${finish.finish.toLowerCase()} finish.</p>`,
      VariantTraits: [
        { TraitName: traitNames.doorStyle, TraitValue: door.name },
        { TraitName: traitNames.finish, TraitValue: finishName },
      ],
      VariantSelectorImage: { Url: `/media/swatches/${slug(`${door.name} ${finish.code}`)}.png` },
      ...images(brpart, `${family.name} in ${door.name}, ${finishName}`),
      ...commerce,
      ShowQuoteButton: true,
      // Express delivery covers the best-selling door styles in the best-selling finishes.
      IsJoineryExpress:
        (door.name === 'Shaker' || door.name === 'Slab') &&
        (finish.code === 'MN' || finish.code === 'MDW'),
      VariationAttributes: [
        attribute('Brands', brand),
        attribute('Species', finish.species),
        attribute('Doorstyle', door.name),
        attribute('Cabinet Door Shape', door.shape),
        attribute('Cabinet Finish', finish.finish),
      ],
    } satisfies ProductVariation;
  });
}

interface ColourTrait {
  name: string;
  values: readonly string[];
}

function colourVariations(
  faker: Faker,
  index: number,
  family: Family,
  brand: string,
  door: DoorStyle | undefined,
  traits: ColourTrait[],
  flags: ProductFlags,
): ProductVariation[] {
  const chosen: Colour[] = keepOrder(
    colours,
    faker.helpers.arrayElements(colours, { min: 4, max: traits.length ? 5 : 8 }),
  );
  const combos = chosen.flatMap((colour) =>
    traits.reduce<{ colour: Colour; values: string[] }[]>(
      (acc, trait) =>
        acc.flatMap((c) => trait.values.map((v) => ({ ...c, values: [...c.values, v] }))),
      [{ colour, values: [] }],
    ),
  );
  return combos.map(({ colour, values }, n) => {
    const suffix = values.length ? `, ${values.join(', ')}` : '';
    const brpart = `${family.part}-${slug(colour.name).replace(/-/g, '').slice(0, 4).toUpperCase()}${values.length ? `-${n + 1}` : ''}`;
    const name = `${family.name}, ${colour.name}${suffix}`;
    // Larger sizes and longer lengths cost more: 15% per step along each trait's values.
    const sizeUpcharge =
      1 + values.reduce((sum, v, t) => sum + (traits[t]?.values.indexOf(v) ?? 0) * 0.15, 0);
    const dynamicTraits = Object.fromEntries(
      traits.flatMap((trait, t) => [
        [`trait${t + 1}Name`, trait.name],
        [`trait${t + 1}Value`, values[t] ?? ''],
      ]),
    );
    return {
      SKU: `${productCode(index)}-${String(n + 1).padStart(2, '0')}`,
      Name: name,
      BRPART: brpart,
      Description: `<p>${family.name} in ${colour.name}${suffix}. Colour-matched to our cabinet finishes.</p>`,
      ...dynamicTraits,
      ColorTraitName: traitNames.colour,
      ColorTraitValue: colour.name,
      ColorSwatch: colour.hex,
      VariantSelectorImage: { Url: `/media/swatches/${slug(colour.name)}.png` },
      ...images(brpart, `${family.name} in ${colour.name}`),
      ...commerceFields(faker, Math.round(family.basePrice * sizeUpcharge), flags, true),
      ShowQuoteButton: false,
      IsJoineryExpress: colour.name === 'Dove White' || colour.name === 'Natural Maple',
      VariationAttributes: [
        attribute('Brands', brand),
        ...(door
          ? [attribute('Doorstyle', door.name), attribute('Cabinet Door Shape', door.shape)]
          : []),
        attribute('Cabinet Finish', colour.name),
      ],
    } satisfies ProductVariation;
  });
}

function keepOrder<T>(all: readonly T[], picked: readonly T[]): T[] {
  return all.filter((item) => picked.includes(item));
}

// ---------------------------------------------------------------------------------------------

function productDescription(name: string, type: RelatedProductType, brand: string): string {
  const construction =
    type === 'Samples'
      ? '<li>Full-size door with the production finish</li><li>Ships in two business days</li>'
      : type === 'Panels' || type === 'Fillers & Moldings'
        ? '<li>Finished on the show face to match our cabinet lines</li><li>Cut to fit on site</li>'
        : '<li>3/4" plywood box, dovetailed drawers</li><li>Soft-close hinges and full-extension glides</li><li>Ships assembled</li>';
  return `<p><strong>${name}</strong> from the ${brand} collection.</p><ul>${construction}</ul>`;
}

function buildProduct(faker: Faker, index: number): CatalogueProduct {
  const type = RELATED_PRODUCT_TYPES[index % RELATED_PRODUCT_TYPES.length] ?? 'Base Cabinets';
  const ordinal = Math.floor(index / RELATED_PRODUCT_TYPES.length);
  const flags: ProductFlags = {
    quoteOnly:
      index === showcaseIndex.quoteOnly ||
      (!showcaseIndexes.has(index) && faker.datatype.boolean({ probability: 0.05 })),
    onSale: index === showcaseIndex.onSale || faker.datatype.boolean({ probability: 0.2 }),
    allOutOfStock: index === showcaseIndex.outOfStock,
  };
  if (index === showcaseIndex.quoteOnly || index === showcaseIndex.cabinet) flags.onSale = false;

  let family: Family;
  let brand: string;
  let layout: PageLayout = 'other';
  let variations: ProductVariation[];
  switch (type) {
    case 'Samples': {
      const door = doorStyles[ordinal % doorStyles.length] as DoorStyle;
      const brandIndex = Math.floor(ordinal / doorStyles.length) % brands.length;
      brand = brands[brandIndex] as string;
      const mini = ordinal >= doorStyles.length * brands.length;
      family = {
        name: `${brand} ${door.name} ${mini ? 'Mini Sample Door' : 'Sample Door'}`,
        part: `${mini ? 'MSD' : 'SD'}-${door.code}${brandIndex + 1}`,
        basePrice: mini ? 12 : 29,
      };
      layout = 'colorpicker';
      variations = colourVariations(faker, index, family, brand, door, [], flags);
      break;
    }
    case 'Panels': {
      const panel = panelFamilies[ordinal % panelFamilies.length] as (typeof panelFamilies)[number];
      const door = doorStyles[
        Math.floor(ordinal / panelFamilies.length) % doorStyles.length
      ] as DoorStyle;
      brand = faker.helpers.arrayElement(brands);
      family = {
        name: `${door.name} ${panel.label}`,
        part: `${panel.code}-${door.code}`,
        basePrice: panel.price,
      };
      layout = 'colordropdown';
      variations = colourVariations(
        faker,
        index,
        family,
        brand,
        door,
        [{ name: traitNames.size, values: panel.sizes }],
        flags,
      );
      break;
    }
    case 'Fillers & Moldings': {
      const molding = moldingFamilies[
        ordinal % moldingFamilies.length
      ] as (typeof moldingFamilies)[number];
      const brandIndex = Math.floor(ordinal / moldingFamilies.length) % brands.length;
      brand = brands[brandIndex] as string;
      family = {
        name: `${brand} ${molding.label}`,
        part: `${molding.code}-${brandIndex + 1}`,
        basePrice: 24 + (ordinal % 5) * 9,
      };
      layout = 'colordropdown';
      const traits: ColourTrait[] = [{ name: traitNames.length, values: ['96"', '120"'] }];
      // Moldings come in two profiles as well: the colour page's second trait selector.
      if (index === showcaseIndex.twoTraitColour || molding.label.endsWith('Molding')) {
        traits.push({ name: traitNames.profile, values: ['Traditional', 'Modern'] });
      }
      variations = colourVariations(faker, index, family, brand, undefined, traits, flags);
      break;
    }
    default: {
      family = cabinetFamily(type, ordinal);
      brand = faker.helpers.arrayElement(brands);
      variations = cabinetVariations(faker, index, family, brand, type, flags);
    }
  }

  const code = productCode(index);
  return {
    Code: code,
    HitId: `hit-${index}`,
    Name: family.name,
    Description: productDescription(family.name, type, brand),
    ProductUrl: `/products/${slug(family.name)}-${1000 + index}`,
    BRPART: family.part,
    productType: type,
    brand,
    PageLayout: layout,
    ParentCategoryContentLinkId: categoryContentLinkIds[type],
    Variations: variations,
    AssetsGroups: [
      {
        GroupName: 'default',
        Assets: [
          {
            Url: `/media/documents/${slug(family.part)}-specification.pdf`,
            Name: 'Specification Sheet',
          },
          { Url: '/media/documents/installation-guide.pdf', Name: 'Installation Guide' },
          { Url: `/media/catalog/${slug(family.part)}-line-drawing.png`, Name: 'Line Drawing' },
        ],
      },
      {
        GroupName: 'CAD',
        Assets: [{ Url: `/media/documents/${slug(family.part)}.dwg`, Name: 'CAD Drawing (DWG)' }],
      },
    ],
    Associations: [],
    RelatedBlogs: faker.helpers.arrayElements(blogPosts, { min: 0, max: 3 }),
    DealerDocuments: dealerDocuments,
    DocumentWarranties: type === 'Samples' ? [] : warranties,
  };
}

/** Cabinets list two colour-matched accessories of the same brand: a panel and a molding. */
function linkAssociations(products: CatalogueProduct[]): CatalogueProduct[] {
  const accessory = (type: RelatedProductType, brand: string) =>
    products.find((p) => p.productType === type && p.brand === brand);
  return products.map((product) => {
    if (product.PageLayout !== 'other') return product;
    const found = [
      accessory('Panels', product.brand),
      accessory('Fillers & Moldings', product.brand),
    ].filter((p): p is CatalogueProduct => Boolean(p));
    return {
      ...product,
      Associations: found.map((p) => ({
        Code: p.Code,
        Name: p.Name,
        Url: p.ProductUrl,
        ImageUrl: p.Variations[0]?.PrimaryImage.Url ?? '',
        Type: 'Accessories',
      })),
    };
  });
}

export const CATALOGUE_SIZE = 200;

export const catalogueProducts = defineTable<CatalogueProduct, string>(
  'catalogueProducts',
  (p) => p.Code,
  () => {
    const faker = seeded(101);
    return linkAssociations(
      Array.from({ length: CATALOGUE_SIZE }, (_, i) => buildProduct(faker, i)),
    );
  },
);

// ---------------------------------------------------------------------------------------------
// Lookups the handlers share.

/** The variation with this code (or SKU), with its product. */
export function findVariation(
  code: string,
): { product: CatalogueProduct; variation: ProductVariation } | undefined {
  for (const product of catalogueProducts.all()) {
    const variation = product.Variations.find((v) => variationCode(v) === code);
    if (variation) return { product, variation };
  }
  return undefined;
}

/** `$1,234.50` → 1234.5. */
export function parsePrice(formatted: string): number {
  return Number(formatted.replace(/[^0-9.-]/g, '')) || 0;
}

/** What the shopper pays: the sale price when on sale. */
export function effectivePrice(variation: ProductVariation): number {
  const { IsSalePrice, SalePrice, RegularPrice } = variation.PriceViewModel;
  return parsePrice(IsSalePrice ? SalePrice : RegularPrice);
}

/** Units in stock; 0 when the inventory is not available. */
export function stockOf(variation: ProductVariation): number {
  return variation.InventoryDetails?.TotalInStock ?? 0;
}

/** The attribute values a product offers across its variations, for related-products matching. */
export function offeredAttributes(product: CatalogueProduct): Map<string, Set<string>> {
  const offered = new Map<string, Set<string>>();
  const add = (name: string, value: string) =>
    offered.set(name, (offered.get(name) ?? new Set()).add(value));
  for (const variation of product.Variations) {
    for (const a of variation.VariationAttributes) add(a.AttributeName, a.AttributeValueName);
    if (variation.IsJoineryExpress) add('JoineryExpress', 'Yes');
  }
  return offered;
}

/** The product as a related-products search hit: its lowest price and first image. */
export function relatedProductHit(product: CatalogueProduct) {
  const prices = product.Variations.map(effectivePrice).filter((p) => p > 0);
  return {
    HitId: product.HitId,
    Name: product.Name,
    Url: product.ProductUrl,
    ImageUrl: product.Variations[0]?.PrimaryImage.Url ?? '',
    BRPART: product.BRPART,
    Price: prices.length ? Math.min(...prices) : 0,
    TotalInStock: product.Variations.some((v) => v.InventoryDetails)
      ? product.Variations.reduce((sum, v) => sum + stockOf(v), 0)
      : null,
  };
}
