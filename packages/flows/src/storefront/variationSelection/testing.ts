import type { ProductVariation } from '../../api/storefront/products';

/** Test support: a variation with the given traits (VariantTraits, or dynamic pairs). */
export function testVariation(
  code: string,
  traits: Record<string, string>,
  extra: Partial<ProductVariation> & { dynamic?: boolean } = {},
): ProductVariation {
  const { dynamic = false, ...rest } = extra;
  const entries = Object.entries(traits);
  const dynamicPairs: Record<string, string> = {};
  entries.forEach(([name, value], i) => {
    dynamicPairs[`trait${i + 1}Name`] = name;
    dynamicPairs[`trait${i + 1}Value`] = value;
  });
  return {
    Code: code,
    Name: `Item ${code}`,
    BRPART: `BR-${code}`,
    Description: '<p>An item.</p>',
    ...(dynamic
      ? dynamicPairs
      : { VariantTraits: entries.map(([TraitName, TraitValue]) => ({ TraitName, TraitValue })) }),
    PrimaryImage: { Url: `/media/catalog/${code}.jpg`, AltText: code },
    LargeImages: [],
    PrimaryImages: [],
    InventoryDetails: { TotalInStock: 5 },
    PriceViewModel: { IsSalePrice: false, SalePrice: '$10.00', RegularPrice: '$10.00' },
    ShowQuoteButton: true,
    ShowBuyButton: true,
    IsJoineryExpress: false,
    VariationAttributes: [],
    ...rest,
  } as ProductVariation;
}
