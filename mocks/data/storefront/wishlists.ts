import type { Faker } from '@faker-js/faker';
import type { ProductVariation } from '@joinery/flows/api/storefront/products';
import { variationCode } from '@joinery/flows/api/storefront/products';
import type { WishList, WishListItem } from '@joinery/flows/api/storefront/wishlists';
import type { RelatedProductType } from '@joinery/flows/storefront/relatedProducts';
import { productPageMessages } from '@joinery/flows/storefront/productPage';
import {
  catalogueProducts,
  effectivePrice,
  parsePrice,
  productCode,
  showcaseIndex,
  usd,
  type CatalogueProduct,
} from './catalogue';
import { seeded } from '../random';
import { defineTable } from '../store';
import { currentShopper, DEMO_SHOPPER_IDS } from './shoppers';

/** The signed-in demo shopper whose wish lists these are. */
export const demoShopper = {
  name: 'Dana Whitaker',
  company: 'Whitaker Kitchen & Bath',
  email: 'dana@whitakerkb.example',
} as const;

/** The stock text the server writes into a wish list item (storefront.md §5 stock texts). */
export function stockAvailability(variation: ProductVariation): string {
  if (!variation.InventoryDetails) return productPageMessages.inventoryNotAvailable;
  const inStock = variation.InventoryDetails.TotalInStock;
  return inStock > 0 ? productPageMessages.inStock(inStock) : productPageMessages.outOfStock;
}

/** The index of each trait's value among the product's values: the link's trait1/trait2 parameters. */
function traitLink(product: CatalogueProduct, variation: ProductVariation): string {
  const traitValues = (v: ProductVariation): string[] =>
    v.VariantTraits?.map((t) => t.TraitValue) ??
    [v['trait1Value'], v['trait2Value']].filter(
      (value): value is string => typeof value === 'string',
    );
  const own = traitValues(variation);
  const params = own.map((value, t) => {
    const values = [...new Set(product.Variations.map((v) => traitValues(v)[t]))];
    return `trait${t + 1}=${values.indexOf(value)}`;
  });
  return params.length ? `${product.ProductUrl}?${params.join('&')}` : product.ProductUrl;
}

/** A wish list line for a variation, with every field of storefront.md §3. */
export function toWishListItem(
  id: number,
  product: CatalogueProduct,
  variation: ProductVariation,
  quantity: number,
): WishListItem {
  const price = effectivePrice(variation);
  const totalInStock = variation.InventoryDetails?.TotalInStock ?? 0;
  return {
    Id: id,
    SKU: variationCode(variation),
    BRPART: variation.BRPART,
    Name: variation.Name,
    ImageUrl: variation.PrimaryImage.Url,
    Link: traitLink(product, variation),
    Price: price,
    ListPrice: parsePrice(variation.PriceViewModel.RegularPrice),
    Quantity: quantity,
    TotalPrice: usd.format(price * quantity),
    InStock: totalInStock > 0,
    TotalInStock: totalInStock,
    StockAvailability: stockAvailability(variation),
  };
}

/** The same line with a new quantity and its total recomputed. */
export function withQuantity(item: WishListItem, quantity: number): WishListItem {
  return { ...item, Quantity: quantity, TotalPrice: usd.format(item.Price * quantity) };
}

interface ListPlan {
  name: string;
  notes: string;
  /** Product types to draw lines from, one line each. */
  lines: RelatedProductType[];
  /** Showcase products that must appear (an out-of-stock item, a quote-only one). */
  include?: number[];
}

const plans: ListPlan[] = [
  {
    name: 'Kitchen Remodel',
    notes: 'Client prefers soft-close on everything. Confirm the crown profile before ordering.',
    lines: [
      'Base Cabinets',
      'Base Cabinets',
      'Wall Cabinets',
      'Wall Cabinets',
      'Tall Cabinets',
      'Fillers & Moldings',
    ],
    include: [showcaseIndex.outOfStock],
  },
  {
    name: 'Master Bath',
    notes: '',
    lines: ['Vanity Cabinets', 'Vanity Cabinets', 'Panels'],
  },
  {
    name: 'Henderson Residence',
    notes: 'Quote requested for the island. Follow up with the Hendersons next week.',
    lines: ['Base Cabinets', 'Wall Cabinets', 'Panels', 'Fillers & Moldings'],
    include: [showcaseIndex.quoteOnly],
  },
  {
    name: 'Sample Orders',
    notes: 'Send samples to the showroom, attention Maria.',
    lines: ['Samples', 'Samples', 'Samples', 'Samples'],
  },
  { name: 'Garage Storage', notes: '', lines: [] },
];

/** The first wish list item id; later lines count up from the largest id in use. */
const FIRST_ITEM_ID = 5001;

/** A stored list: whose it is, beside what a page receives (storefront.md §1, §6: lists are per shopper, as carts are). */
export type StoredWishList = WishList & { shopperId: string };

/** Which demo shopper starts with which lists (by plan name): the dealer has them all. */
const plansByShopper: Record<string, string[]> = {
  [DEMO_SHOPPER_IDS.dealer]: plans.map((plan) => plan.name),
  [DEMO_SHOPPER_IDS.retail]: ['Master Bath'],
  [DEMO_SHOPPER_IDS.onHold]: ['Garage Storage'],
  [DEMO_SHOPPER_IDS.nearCreditLimit]: [],
};

function seedLists(faker: Faker, shopperId: string, firstId: number): StoredWishList[] {
  const products = catalogueProducts.all();
  let id = firstId;
  const wanted = plansByShopper[shopperId] ?? [];
  return plans.filter((plan) => wanted.includes(plan.name)).map((plan) => {
    const picked = [
      ...(plan.include ?? []).map((index) => products.find((p) => p.Code === productCode(index))),
      ...plan.lines.map((type) =>
        faker.helpers.arrayElement(products.filter((p) => p.productType === type)),
      ),
    ].filter((p): p is NonNullable<typeof p> => Boolean(p));
    const items: WishListItem[] = [];
    for (const product of picked) {
      const variation = faker.helpers.arrayElement(product.Variations);
      if (items.some((item) => item.SKU === variationCode(variation))) continue;
      const quantity =
        product.productType === 'Samples'
          ? faker.number.int({ min: 1, max: 2 })
          : faker.number.int({ min: 1, max: 6 });
      items.push(toWishListItem(id++, product, variation, quantity));
    }
    return { shopperId, Name: plan.name, Items: items, UserNotes: plan.notes };
  });
}

/** The key of a stored list: its shopper and its name. */
export function wishListKey(list: Pick<StoredWishList, 'shopperId' | 'Name'>): string {
  return `${list.shopperId}:${list.Name}`;
}

/** Every demo shopper's wish lists, keyed by shopper and name (the dealer's as seeded before: seed 102). */
export const wishLists = defineTable<StoredWishList, string>('wishLists', wishListKey, () =>
  Object.keys(plansByShopper).flatMap((shopperId, n) =>
    seedLists(seeded(102 + n), shopperId, FIRST_ITEM_ID + n * 1000),
  ),
);

function signedInShopperId(): string | null {
  return currentShopper()?.id ?? null;
}

/** One of the signed-in shopper's lists by name; names are compared without case, as a shopper reads them. */
export function findWishList(name: string, shopperId = signedInShopperId()): StoredWishList | undefined {
  const wanted = name.trim().toLowerCase();
  return wishLists
    .all()
    .find((list) => list.shopperId === shopperId && list.Name.trim().toLowerCase() === wanted);
}

/** The next free wish list item id. */
export function nextWishListItemId(): number {
  const ids = wishLists.all().flatMap((list) => list.Items.map((item) => item.Id));
  return Math.max(FIRST_ITEM_ID - 1, ...ids) + 1;
}

/** The signed-in shopper's lists as a page receives them (without the store's keys and versions). */
export function wishListsForShopper(shopperId = signedInShopperId()): WishList[] {
  return wishLists
    .where((list) => list.shopperId === shopperId)
    .map(({ Name, Items, UserNotes }) => ({
      Name,
      Items: Items.map((item) => ({ ...item })),
      UserNotes,
    }));
}
