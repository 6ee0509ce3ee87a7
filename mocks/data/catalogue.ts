import { RELATED_PRODUCT_TYPES } from '@joinery/flows/relatedProducts';
import { defineTable } from './store';
import { seeded } from './random';

export interface CatalogueProduct {
  HitId: string;
  Name: string;
  Url: string;
  ImageUrl: string;
  BRPART: string;
  Price: number;
  productType: string;
  doorStyle: string;
}

const doorStyles = ['Shaker', 'Raised Panel', 'Slab', 'Beadboard', 'Inset Shaker'] as const;

/** Related-products catalogue: a spread of product types and door styles. */
export const catalogueProducts = defineTable<CatalogueProduct, string>(
  'catalogueProducts',
  (p) => p.HitId,
  () => {
    const faker = seeded(101);
    return Array.from({ length: 200 }, (_, i) => {
      const productType = RELATED_PRODUCT_TYPES[i % RELATED_PRODUCT_TYPES.length] ?? 'Samples';
      const doorStyle = faker.helpers.arrayElement(doorStyles);
      const width = faker.helpers.arrayElement([9, 12, 15, 18, 21, 24, 30, 33, 36]);
      const code = `${productType.slice(0, 1)}${width}-${String(i).padStart(3, '0')}`;
      return {
        HitId: `hit-${i}`,
        Name: `${doorStyle} ${productType.replace(/s$/, '')} ${width}"`,
        Url: `/products/${code.toLowerCase()}`,
        ImageUrl: `/media/${code.toLowerCase()}.jpg`,
        BRPART: code,
        Price: Number(faker.commerce.price({ min: 40, max: 900 })),
        productType,
        doorStyle,
      };
    });
  },
);
