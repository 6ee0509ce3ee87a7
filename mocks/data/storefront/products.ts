import { calls } from '@joinery/flows/api';
import type {
  ProductPageInputs,
  WishListLocalizationItems,
} from '@joinery/flows/api/storefront/products';
import {
  GALLERY_IMAGE_PAGE_SIZE,
  GALLERY_VIDEO_PAGE_SIZE,
  productPageMessages,
  type CartName,
} from '@joinery/flows/storefront/productPage';
import {
  catalogueProducts,
  effectivePrice,
  findVariation,
  productCode,
  showcaseIndex,
  stockOf,
  type CatalogueProduct,
} from './catalogue';
import { cartFor, cartLineId, checkoutCart, VISITOR_CART_OWNER } from './checkout';
import { currentShopper, storefrontSettings } from './shoppers';
import { mediaFormat, mediaObjects, plainMedia } from './media';
import { wishListsForShopper } from './wishlists';

/**
 * Product page models for stories and the site's mock mode. The real product page renders its
 * inputs (storefront.md §3 "Product page inputs") into the page; there is no call for them, so
 * this is a mock-only helper, not a handler.
 */

/** Products with a known shape, so a story can ask for "a colour product" by name. */
export const demoProductCodes = {
  /** Base cabinet: three door styles by four finishes, two pairs not made, express and out-of-stock items. */
  cabinet: productCode(showcaseIndex.cabinet),
  /** Sample door: one variation per colour, layout colorpicker. */
  colourPicker: productCode(showcaseIndex.colourPicker),
  /** Panel: colour and one trait (Size), layout colordropdown. */
  colourDropdown: productCode(showcaseIndex.colourDropdown),
  /** Molding: colour and two traits (Length, Profile). */
  twoTraitColour: productCode(showcaseIndex.twoTraitColour),
  /** Price $0.00, no inventory, quote only. */
  quoteOnly: productCode(showcaseIndex.quoteOnly),
  /** Every variation has 0 in stock. */
  outOfStock: productCode(showcaseIndex.outOfStock),
  /** Every variation on sale. */
  onSale: productCode(showcaseIndex.onSale),
} as const;

/** The texts the page localises for the add-to-list modal. */
export const wishListLocalization: WishListLocalizationItems = {
  AddToWishList: 'Add to Wish List',
  AddedToWishList: 'Added to Wish List',
  RetryMessage: 'We could not add this product to your list. Please try again.',
  PleaseLogin: 'Please log in to save products to a wish list.',
  ListNameExists: 'You already have a list with this name.',
  ListNameRequired: 'Please enter a name for the list.',
  CreateList: 'Create List',
  ListNameLabel: 'List name',
};

/** The storefront's support line (storefront.md §9: a North American number with display text). */
export const supportPhone = { PhoneNumber: '+18005550147', PhoneText: '1-800-555-0147' } as const;

export interface ProductPageModelOptions {
  /** `Dealer` (default) or the retail site, `Retail`. */
  site?: 'Dealer' | 'Retail';
  /** Defaults to `D` (dealer) on the dealer site and `R` (retail) elsewhere. */
  customerType?: string;
  /** A visitor sees the please-login message instead of the lists. Default true. */
  signedIn?: boolean;
  /** Default true. */
  showWishlist?: boolean;
  /** The product link's trait1 / trait2 parameters. */
  trait1?: number | null;
  trait2?: number | null;
}

function doorStylesOf(product: CatalogueProduct): Set<string> {
  return new Set(
    product.Variations.flatMap((v) =>
      v.VariationAttributes.filter((a) => a.AttributeName === 'Doorstyle').map(
        (a) => a.AttributeValueName,
      ),
    ),
  );
}

/** The media of the product's door styles in the given formats, as the gallery's first page. */
function galleryFor(product: CatalogueProduct, formats: string[], pageSize: number) {
  const styles = doorStylesOf(product);
  return mediaObjects
    .where(
      (m) =>
        formats.includes(mediaFormat(m)) &&
        (styles.size === 0 ||
          m.attributes.some((a) => a.name === 'Doorstyle' && styles.has(a.value))),
    )
    .slice(0, pageSize)
    .map(plainMedia);
}

/**
 * The inputs a product page widget is rendered with, for the product with this code (see
 * `demoProductCodes`). Throws for an unknown code, so a story with a typo fails loudly.
 */
export function getProductPageModel(
  code: string,
  options: ProductPageModelOptions = {},
): ProductPageInputs {
  const product = catalogueProducts.find(code);
  if (!product) throw new Error(`No catalogue product with code ${code}; see demoProductCodes.`);
  const {
    site = 'Dealer',
    signedIn = true,
    showWishlist = storefrontSettings.get().showWishlist,
    trait1 = null,
    trait2 = null,
  } = options;
  const customerType = options.customerType ?? (site === 'Dealer' ? 'D' : 'R');
  const first = product.Variations[0];
  return {
    Name: product.Name,
    Description: product.Description,
    ProductUrl: product.ProductUrl,
    Variations: structuredClone(product.Variations),
    ShowBuyButton: product.Variations.some((v) => v.ShowBuyButton),
    ShowAddToQuoteButton: product.Variations.some((v) => v.ShowQuoteButton),
    PriceViewModel: first
      ? { ...first.PriceViewModel }
      : { IsSalePrice: false, SalePrice: '$0.00', RegularPrice: '$0.00' },
    AssetsGroups: structuredClone(product.AssetsGroups),
    Associations: structuredClone(product.Associations),
    AddToCartEndpoint: calls['products.addToCart'].path,
    Trait1Selected: trait1,
    Trait2Selected: trait2,
    CustomerType: customerType,
    SiteName: site,
    PageLayout: product.PageLayout,
    RelatedBlogs: structuredClone(product.RelatedBlogs),
    DealerDocuments: site === 'Dealer' ? structuredClone(product.DealerDocuments) : [],
    DocumentWarranties: structuredClone(product.DocumentWarranties),
    ProjectGallery: galleryFor(product, ['JPG', 'PNG'], GALLERY_IMAGE_PAGE_SIZE),
    VideoGallery: galleryFor(product, ['YOUTUBE'], GALLERY_VIDEO_PAGE_SIZE),
    ParentCategoryContentLinkId: product.ParentCategoryContentLinkId,
    ...supportPhone,
    WishlistModel: {
      ShowWishlist: showWishlist,
      ImageUrl: first?.PrimaryImage.Url ?? '',
      Wishlists: signedIn ? wishListsForShopper() : [],
      AddItemEndpoint: calls['wishlists.addProduct'].path,
      AddListEndpoint: calls['wishlists.create'].path,
      UserIsAuthorized: signedIn,
      LoginLink: `/login?ReturnUrl=${encodeURIComponent(product.ProductUrl)}`,
      LocalizationItems: { ...wishListLocalization },
    },
  };
}

/** The product with this code and its type: what a story needs to mount the related products. */
export function getCatalogueProduct(code: string): CatalogueProduct | undefined {
  return catalogueProducts.find(code);
}

// ---------------------------------------------------------------------------------------------

export interface CartLine {
  code: string;
  quantity: number;
}

/** Whose carts the product pages write to: the signed-in shopper, else the visitor's cart. */
function cartOwner(): string {
  return currentShopper()?.id ?? VISITOR_CART_OWNER;
}

/**
 * What product pages and wish lists added, read from the ONE cart store the checkout shows
 * (`checkoutCart`, storefront.md §9 cart names Default and Quote Request): lines of the current
 * shopper (or visitor) that a product page or wish list added, so a test can see an add took effect.
 */
export const storefrontCarts = {
  get(): Record<CartName, CartLine[]> {
    const owner = cartOwner();
    const linesOf = (cartName: CartName) =>
      cartFor(owner, cartName)
        .filter((line) => line.addedFromProduct)
        .map((line) => ({ code: line.SKU, quantity: line.Quantity }));
    return { Default: linesOf('Default'), 'Quote Request': linesOf('Quote Request') };
  },
};

/**
 * Adds to a cart line of the checkout's cart store, merging with a line of the same code, for the
 * signed-in shopper (a visitor's lines are kept under the visitor key).
 */
export function addToStorefrontCart(cartName: CartName, code: string, quantity: number): void {
  const owner = cartOwner();
  const id = cartLineId(owner, cartName, code);
  const existing = checkoutCart.find(id);
  if (existing) {
    checkoutCart.update(id, { Quantity: existing.Quantity + quantity });
    return;
  }
  const found = findVariation(code);
  checkoutCart.insert({
    shopperId: owner,
    cartName,
    addedFromProduct: true,
    Id: id,
    Name: found?.variation.Name ?? code,
    ImageUrl: found?.variation.PrimaryImage.Url ?? '',
    BRPART: found?.variation.BRPART ?? '',
    SKU: code,
    Price: found ? effectivePrice(found.variation) : 0,
    Quantity: quantity,
    InventoryDetails: { TotalInStock: found ? stockOf(found.variation) : 0 },
  });
}

/**
 * Why the server refuses to add `quantity` of a variation to a cart, or undefined when it may.
 * The default cart is capped by stock (storefront.md §5: "Only {n} in stock."); a quote request
 * is not.
 */
export function cartRefusal(
  variation: { ShowBuyButton: boolean; InventoryDetails: { TotalInStock: number } | null },
  quantity: number,
  cartName: CartName,
): string | undefined {
  if (cartName === 'Quote Request') return undefined;
  if (!variation.ShowBuyButton) return quoteOnlyRefusal;
  const inStock = variation.InventoryDetails?.TotalInStock ?? 0;
  if (inStock <= 0) return productPageMessages.outOfStock;
  if (quantity > inStock) return productPageMessages.onlyInStock(inStock);
  return undefined;
}

/** The server's text for a quote-only item sent to the default cart (not a spec text). */
export const quoteOnlyRefusal = 'This item is available by quote request only.';
