import * as v from 'valibot';
import type { CartName } from '../../storefront/productPage/constants';
import type { MediaObject, Resource } from './media';
import { parseJsonText, storefrontEndpoint } from './replies';
import { storefrontRequest } from './request';
import type { WishList } from './wishlists';

/** storefront.md §3 Product / variation. */
export interface ProductImage {
  Url: string;
  AltText: string;
}

export interface VariantTrait {
  TraitName: string;
  TraitValue: string;
}

export interface VariationAttribute {
  /** One of Brands, Species, Doorstyle, Cabinet Door Shape, Cabinet Finish, … */
  AttributeName: string;
  AttributeValueCode: string;
  AttributeValueName: string;
}

/** Prices arrive formatted as en-US currency; `$0.00` means no price (storefront.md §5). */
export interface PriceViewModel {
  IsSalePrice: boolean;
  SalePrice: string;
  RegularPrice: string;
}

/**
 * A variation (item) of a product. Its traits come either as `VariantTraits` or as dynamic
 * pairs `trait1Name`/`trait1Value`, `trait2Name`/`trait2Value`; colour products add the colour
 * trait and swatch.
 */
export interface ProductVariation {
  /** The variation's code; some pages name it `SKU` instead (see `variationCode`). */
  Code?: string;
  SKU?: string;
  Name: string;
  /** The item number shown in the title. */
  BRPART: string;
  /** HTML. */
  Description: string;
  VariantTraits?: VariantTrait[];
  [dynamicTrait: `trait${number}Name` | `trait${number}Value`]: string | undefined;
  ColorTraitName?: string;
  ColorTraitValue?: string;
  /** A CSS colour, e.g. `#EEEAE0`. */
  ColorSwatch?: string;
  VariantSelectorImage?: { Url: string };
  PrimaryImage: ProductImage;
  LargeImages: ProductImage[];
  PrimaryImages: ProductImage[];
  /** Absent when the inventory is not available. */
  InventoryDetails: { TotalInStock: number } | null;
  PriceViewModel: PriceViewModel;
  ShowQuoteButton: boolean;
  ShowBuyButton: boolean;
  /** The express-delivery flag (`Is{product}Express`). */
  IsJoineryExpress: boolean;
  VariationAttributes: VariationAttribute[];
}

/** The code a variation is added to the cart and to wish lists with. */
export function variationCode(variation: Pick<ProductVariation, 'Code' | 'SKU'>): string {
  return variation.Code ?? variation.SKU ?? '';
}

export interface AssetsGroup {
  /** The group named `default` is the one shown. */
  GroupName: string;
  Assets: Resource[];
}

export interface ProductAssociation {
  Code: string;
  Name: string;
  Url: string;
  ImageUrl: string;
  /** The association group, e.g. `Accessories`. */
  Type: string;
}

export interface RelatedBlog {
  Title: string;
  ImageUrl: string;
  BlogPostUrl: string;
}

export const PAGE_LAYOUTS = ['colorpicker', 'colordropdown', 'other'] as const;
export type PageLayout = (typeof PAGE_LAYOUTS)[number];

/**
 * Texts the page localises for the add-to-list modal. storefront.md §8 names them by role
 * only; these are the keys the page supplies.
 */
export interface WishListLocalizationItems {
  /** The add button's label. */
  AddToWishList: string;
  /** Shown with the check icon after the product was added. */
  AddedToWishList: string;
  /** 400 or 500 when adding the product. */
  RetryMessage: string;
  /** 401, and what visitors see instead of the lists. */
  PleaseLogin: string;
  /** Create list answered 409. */
  ListNameExists: string;
  /** Create list answered 400. */
  ListNameRequired: string;
  CreateList: string;
  ListNameLabel: string;
}

/** storefront.md §3 WishlistModel. */
export interface WishlistModel {
  ShowWishlist: boolean;
  ImageUrl: string;
  Wishlists: WishList[];
  /** POST {AddItemEndpoint}?listName=… (the `wishlists.addProduct` call). */
  AddItemEndpoint: string;
  /** Form-encoded create list (the `wishlists.create` call). */
  AddListEndpoint: string;
  UserIsAuthorized: boolean;
  LoginLink: string;
  LocalizationItems: WishListLocalizationItems;
}

/** storefront.md §3 Product page inputs: what a product page widget is rendered with. */
export interface ProductPageInputs {
  Name: string;
  /** HTML. */
  Description: string;
  ProductUrl: string;
  Variations: ProductVariation[];
  ShowBuyButton: boolean;
  ShowAddToQuoteButton: boolean;
  PriceViewModel: PriceViewModel;
  AssetsGroups: AssetsGroup[];
  Associations: ProductAssociation[];
  AddToCartEndpoint: string;
  /** Index of the selected value of the first / second trait (the `trait1` / `trait2` link parameters). */
  Trait1Selected: number | null;
  Trait2Selected: number | null;
  /** `R` is a retail-type customer. */
  CustomerType: string;
  /** `Dealer` on the dealer site. */
  SiteName: string;
  PageLayout: PageLayout;
  RelatedBlogs: RelatedBlog[];
  DealerDocuments: Resource[];
  DocumentWarranties: Resource[];
  ProjectGallery: MediaObject[];
  VideoGallery: MediaObject[];
  /** The related products' categoryContentLinkId. */
  ParentCategoryContentLinkId: number;
  PhoneNumber: string;
  PhoneText: string;
  WishlistModel: WishlistModel;
}

export interface AddToCartRequest {
  code: string;
  quantity: number;
  cartName: CartName;
}

export interface AddToCartReply {
  hasError: boolean;
  /** The server's message; empty when it sent none. */
  message: string;
}

const addToCartReplySchema = v.object({
  hasError: v.boolean(),
  message: v.optional(v.nullable(v.string())),
});

/**
 * POST {AddToCartEndpoint}: form-encoded with the XMLHttpRequest marker. A non-OK reply is an
 * `http` ApiError whose `details.statusText` the page shows (storefront.md §8).
 */
export async function addToCart(
  request: AddToCartRequest,
  options: {
    endpoint?: string | undefined;
    signal?: AbortSignal | undefined;
    notify?: () => void;
  } = {},
): Promise<AddToCartReply> {
  const text = await storefrontRequest({
    call: 'products.addToCart',
    endpoint: storefrontEndpoint('products.addToCart', options.endpoint),
    payload: { ...request },
    encoding: 'form',
    notify: options.notify,
    signal: options.signal,
  });
  const reply = parseJsonText('products.addToCart', addToCartReplySchema, text);
  return { hasError: reply.hasError, message: reply.message ?? '' };
}
