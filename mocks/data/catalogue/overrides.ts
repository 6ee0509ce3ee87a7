import type { ProductOverrides } from '@joinery/flows/catalogue/records';
import { baseLegacyRecords } from './legacyRecords';
import { seeded } from '../random';
import { defineTable } from '../store';

/**
 * Per-product overrides of the template-generated web fields (back-office-products.md §3
 * Product overrides, §2 Override editor): only overridden fields are present. Rows carry the
 * store's version, which the API sends as an ETag so a stale save is refused with 409.
 */
export interface StoredOverrides {
  productMasterId: number;
  fields: ProductOverrides;
}

/** Every this-many-th product a template owns starts with overrides. */
const SEED_EVERY = 40;

function seedOverrides(): StoredOverrides[] {
  const faker = seeded(6_060);
  const owned = baseLegacyRecords().filter((record) => record.productTemplateId !== 0);
  return owned
    .filter((_, i) => i % SEED_EVERY === 0)
    .map((record) => {
      const fields: ProductOverrides = {};
      const kind = faker.number.int({ min: 0, max: 3 });
      if (kind === 0 || kind === 3) fields.name = `${record.name} (Web Exclusive)`;
      if (kind === 1 || kind === 3) {
        fields.startDate = '03/01/2025';
        fields.endDate = '12/31/2026';
      }
      if (kind === 2) {
        fields.active = false;
        fields.showBuyButton = false;
      }
      if (faker.datatype.boolean())
        fields.weight = (Math.round(record.brweight * 1.1 * 100) / 100).toFixed(2);
      if (faker.datatype.boolean()) fields.hidePriceUntilCart = true;
      return { productMasterId: record.brprid, fields };
    });
}

export const productOverrides = defineTable<StoredOverrides, number>(
  'productOverrides',
  (o) => o.productMasterId,
  seedOverrides,
);

/** Products that have at least one override (the reporting filter 'with overrides'). */
export function productsWithOverrides(): Set<number> {
  return new Set(
    productOverrides.where((o) => Object.keys(o.fields).length > 0).map((o) => o.productMasterId),
  );
}
