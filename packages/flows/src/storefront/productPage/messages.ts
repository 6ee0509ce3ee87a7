/**
 * Texts of the product pages, verbatim from storefront.md (typos included: the real back end
 * and its users expect them).
 */

/** §8 "Product add to cart" and §5 stock texts and tooltips. */
export const productPageMessages = {
  /** §8: a server error while adding to cart, followed by the reply's status text. */
  addToCartServerError: (statusText: string) =>
    `An error occurred procesing your request: ${statusText}`,
  /** §8: shown after the failure message of the default layouts. */
  addToCartRetry: 'Please reload the page and retry, or contact customer service.',
  /** §8: the colour page's failure text. */
  colourAddToCartFailure: (message: string) =>
    `We're sorry, but we could not add this item to your cart: ${message}.`,
  /** §8: success, after which the cart refreshes. */
  addedToCart: (code: string) => `Item with sku ${code} was added to the cart`,

  /** §5 and §8 stock texts. */
  onlyInStock: (count: number) => `Only ${count} in stock.`,
  inStock: (count: number) => `${count} in stock.`,
  outOfStock: 'Out of stock.',
  inventoryNotAvailable: 'Inventory not available.',

  /** §5: why the add button is disabled. */
  outOfStockTooltip: 'Selected product is currently out of stock.',
  selectRequiredTooltip: 'Select required fields(*) above to enable',

  /** §2.5 controls. */
  addToCart: 'Add to Cart',
  addToQuote: 'Add to Quote',
  clearSelections: 'Clear Selections',
} as const;

/** The failure text of a default (non-colour) product page: the message, then the retry advice. */
export function addToCartFailure(message: string): string {
  return `${message} ${productPageMessages.addToCartRetry}`;
}

/**
 * Labels of the product pages that storefront.md names but does not word (§2.5); decided in
 * docs/decisions.md ("Product pages").
 */
export const productPageLabels = {
  /** The page's first view, while its widget loads (not in storefront.md: our wording). */
  loading: 'Loading the product',
  /** The PDP's loss of its product (not in storefront.md: our wording). */
  notFound: 'We could not find this product.',
  expressOnly: 'Show only express delivery items',
  item: 'Item (SKU)',
  quantity: 'Quantity',
  color: 'Color',
  itemNumber: (brpart: string) => `Item # ${brpart}`,
  unavailable: (value: string) => `${value} (unavailable)`,
  chooseValue: 'Select',
  noVariations: 'This product is not available right now.',
  details: 'Product details',
  gallery: 'Product images',
  tabs: {
    assets: 'Assets',
    blogs: 'Blogs',
    documents: 'Documents & Warranties',
    gallery: 'Gallery',
    resources: 'Resources',
    videos: 'Videos',
  },
  projectGallery: 'View the project',
  filmStrip: 'Project photos',
  /** The documents tab's PDF documents from the media library (not in the specification). */
  pdfDocuments: 'PDF documents',
  loadingDocuments: 'Loading documents',
  showMore: 'Show more',
  nothingHere: 'Nothing to show yet.',
  dismiss: 'Dismiss',
  addingToCart: 'Adding…',
  logIn: 'Log in',
} as const;
