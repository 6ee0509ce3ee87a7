import { describe, expect, it } from 'vitest';
import type { ProductVariation } from '@joinery/flows/api/storefront/products';
import { variationCode } from '@joinery/flows/api/storefront/products';
import { MAX_TRAIT_SELECTORS } from '@joinery/flows/storefront/productPage';
import { RELATED_MATCH_ATTRIBUTES, RELATED_PRODUCT_TYPES } from '@joinery/flows/storefront/relatedProducts';
import { CATALOGUE_SIZE, catalogueProducts, effectivePrice } from './catalogue';
import { demoProductCodes, getProductPageModel } from './products';
import { resetStore } from '../store';
import { DEMO_SHOPPER_IDS, signInDemoShopper } from './shoppers';

/** A variation's traits as name/value pairs, from VariantTraits or the dynamic trait{n} pairs. */
function traitsOf(v: ProductVariation): [string, string][] {
  if (v.VariantTraits) return v.VariantTraits.map((t) => [t.TraitName, t.TraitValue]);
  const pairs: [string, string][] = [];
  for (let n = 1; v[`trait${n}Name`] !== undefined; n++)
    pairs.push([v[`trait${n}Name`] ?? '', v[`trait${n}Value`] ?? '']);
  return pairs;
}

const products = () => catalogueProducts.all();
const variations = () => products().flatMap((p) => p.Variations);

describe('the catalogue fixture', () => {
  it('is deterministic: the same seed gives the same catalogue', () => {
    const first = JSON.stringify(products());
    resetStore();
    expect(JSON.stringify(products())).toBe(first);
  });

  it('holds 200 products across the seven product types, codes unique', () => {
    expect(products()).toHaveLength(CATALOGUE_SIZE);
    expect(new Set(products().map((p) => p.productType))).toEqual(new Set(RELATED_PRODUCT_TYPES));
    expect(new Set(products().map((p) => p.Code)).size).toBe(CATALOGUE_SIZE);
    const codes = variations().map(variationCode);
    expect(new Set(codes).size).toBe(codes.length);
    expect(codes.every(Boolean)).toBe(true);
  });

  it('gives every variation of a product the same trait names, at most two, with each combination once', () => {
    for (const product of products()) {
      const names = traitsOf(product.Variations[0] as ProductVariation).map(([name]) => name);
      expect(names.length).toBeLessThanOrEqual(MAX_TRAIT_SELECTORS);
      const combos = new Set<string>();
      for (const v of product.Variations) {
        expect(traitsOf(v).map(([name]) => name)).toEqual(names);
        combos.add(JSON.stringify([v.ColorTraitValue, ...traitsOf(v).map(([, value]) => value)]));
      }
      expect(combos.size).toBe(product.Variations.length);
    }
  });

  it('has cabinets by door style and finish, and colour products with swatches', () => {
    const cabinets = products().filter((p) => p.PageLayout === 'other');
    expect(
      cabinets.every((p) =>
        p.Variations.every(
          (v) => v.VariantTraits?.map((t) => t.TraitName).join() === 'Door Style,Finish',
        ),
      ),
    ).toBe(true);
    const colour = products()
      .filter((p) => p.PageLayout !== 'other')
      .flatMap((p) => p.Variations);
    expect(colour.length).toBeGreaterThan(0);
    for (const v of colour) {
      expect(v.ColorTraitName).toBe('Color');
      expect(v.ColorTraitValue).toBeTruthy();
      expect(v.ColorSwatch).toMatch(/^#[0-9A-F]{6}$/);
      expect(v.VariantSelectorImage?.Url).toMatch(/^\/media\/swatches\/.+\.png$/);
    }
    expect(new Set(products().map((p) => p.PageLayout))).toEqual(
      new Set(['colorpicker', 'colordropdown', 'other']),
    );
  });

  it('mixes express, out-of-stock, on-sale, $0.00 and quote-only variations', () => {
    const all = variations();
    expect(all.some((v) => v.IsJoineryExpress)).toBe(true);
    expect(all.some((v) => v.InventoryDetails?.TotalInStock === 0)).toBe(true);
    expect(all.some((v) => v.InventoryDetails === null)).toBe(true);
    expect(all.some((v) => v.PriceViewModel.IsSalePrice)).toBe(true);
    expect(all.some((v) => v.PriceViewModel.RegularPrice === '$0.00')).toBe(true);
    expect(all.some((v) => !v.ShowBuyButton && v.ShowQuoteButton)).toBe(true);
    for (const v of all) {
      expect(v.PriceViewModel.RegularPrice).toMatch(/^\$[\d,]+\.\d\d$/);
      expect(v.PrimaryImage.Url).toMatch(/^\/media\/catalog\//);
      expect(v.LargeImages.length).toBeGreaterThan(0);
      expect(
        v.VariationAttributes.every((a) =>
          (RELATED_MATCH_ATTRIBUTES as readonly string[]).includes(a.AttributeName),
        ),
      ).toBe(true);
    }
  });

  it('keeps its showcase products as their names promise', () => {
    const find = (code: string) => {
      const product = catalogueProducts.find(code);
      if (!product) throw new Error(code);
      return product;
    };
    const cabinet = find(demoProductCodes.cabinet).Variations;
    expect(new Set(cabinet.map((v) => v.VariantTraits?.[0]?.TraitValue)).size).toBe(3);
    expect(new Set(cabinet.map((v) => v.VariantTraits?.[1]?.TraitValue)).size).toBe(4);
    expect(cabinet).toHaveLength(10);
    expect(cabinet.some((v) => v.IsJoineryExpress)).toBe(true);
    expect(cabinet.some((v) => v.InventoryDetails?.TotalInStock === 0)).toBe(true);
    expect(find(demoProductCodes.colourPicker).PageLayout).toBe('colorpicker');
    expect(find(demoProductCodes.colourDropdown).Variations[0]?.['trait1Name']).toBe('Size');
    expect(find(demoProductCodes.twoTraitColour).Variations[0]?.['trait2Name']).toBe('Profile');
    expect(
      find(demoProductCodes.quoteOnly).Variations.every(
        (v) => effectivePrice(v) === 0 && !v.ShowBuyButton,
      ),
    ).toBe(true);
    expect(
      find(demoProductCodes.outOfStock).Variations.every(
        (v) => v.InventoryDetails?.TotalInStock === 0,
      ),
    ).toBe(true);
    expect(
      find(demoProductCodes.onSale).Variations.every((v) => v.PriceViewModel.IsSalePrice),
    ).toBe(true);
  });
});

describe('getProductPageModel', () => {
  it('returns every product page input of storefront.md §3', () => {
    // The signed-in shopper's own lists (storefront.md §6).
    signInDemoShopper(DEMO_SHOPPER_IDS.dealer);
    const model = getProductPageModel(demoProductCodes.cabinet);
    expect(Object.keys(model).sort()).toEqual(
      [
        'AddToCartEndpoint',
        'AssetsGroups',
        'Associations',
        'CustomerType',
        'DealerDocuments',
        'Description',
        'DocumentWarranties',
        'Name',
        'PageLayout',
        'ParentCategoryContentLinkId',
        'PhoneNumber',
        'PhoneText',
        'PriceViewModel',
        'ProductUrl',
        'ProjectGallery',
        'RelatedBlogs',
        'ShowAddToQuoteButton',
        'ShowBuyButton',
        'SiteName',
        'Trait1Selected',
        'Trait2Selected',
        'Variations',
        'VideoGallery',
        'WishlistModel',
      ].sort(),
    );
    expect(model.AssetsGroups.some((g) => g.GroupName === 'default')).toBe(true);
    expect(model.Associations.length).toBeGreaterThan(0);
    expect(model.ProjectGallery.length).toBeLessThanOrEqual(15);
    expect(model.VideoGallery.length).toBeLessThanOrEqual(20);
    expect(model).toMatchObject({
      SiteName: 'Dealer',
      CustomerType: 'D',
      AddToCartEndpoint: '/Cart/AddToCart',
    });
    expect(model.WishlistModel).toMatchObject({
      ShowWishlist: true,
      UserIsAuthorized: true,
      AddItemEndpoint: '/WishList/AddItem',
      AddListEndpoint: '/WishList/CreateList',
    });
    expect(model.WishlistModel.Wishlists.length).toBeGreaterThan(0);
  });

  it('serves a visitor on the retail site with no lists and a login link', () => {
    const model = getProductPageModel(demoProductCodes.colourPicker, {
      site: 'Retail',
      signedIn: false,
      trait1: 2,
    });
    expect(model).toMatchObject({
      SiteName: 'Retail',
      CustomerType: 'R',
      Trait1Selected: 2,
      Trait2Selected: null,
      DealerDocuments: [],
    });
    expect(model.WishlistModel).toMatchObject({ UserIsAuthorized: false, Wishlists: [] });
    expect(model.WishlistModel.LoginLink).toMatch(/^\/login\?ReturnUrl=/);
  });

  it('hands out copies, so a story cannot change the store', () => {
    const model = getProductPageModel(demoProductCodes.cabinet);
    (model.Variations[0] as ProductVariation).Name = 'changed';
    expect(getProductPageModel(demoProductCodes.cabinet).Variations[0]?.Name).not.toBe('changed');
  });

  it('throws for an unknown code', () => {
    expect(() => getProductPageModel('JNY-0')).toThrow(/demoProductCodes/);
  });
});
