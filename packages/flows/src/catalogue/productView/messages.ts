import { productViewMessages } from '../records/messages';

/** back-office-products.md §2 Product view texts (verbatim where the specification quotes them). */
export const productViewText = {
  ...productViewMessages,
  back: 'Back',
  /** A collapsible block's toggle while closed / open. */
  show: 'Show',
  hide: 'Hide',
  panelSelector: 'Panel',
  loading: 'Loading product…',
  panels: {
    general: 'General',
    categoryAttributes: 'Category-Attributes',
    web: 'Web',
    image: 'Image',
    stockManagement: 'Stock Management',
    pricing: 'Pricing',
    warehouse: 'Warehouse',
    history: 'History',
  },
  /** A disabled panel's entry in the selector: its name and 'TBD'. */
  toBeDoneLabel: (panel: string) => `${panel} (${productViewMessages.toBeDone})`,
  general: {
    manufacturerCode: 'Manufacturer Code',
    lineCode: 'Line Code',
    partNumber: 'Part Number',
    joinerySku: 'Joinery SKU',
    upc: 'UPC',
    cost: 'Cost',
    categories: 'Categories',
    publishStatus: 'AS400 Publish Status',
    description: 'Description',
    supplementalAttributes: 'Supplemental Attributes',
    stock: 'Stock',
  },
  /** §2 stock table columns. */
  stockColumns: {
    location: 'Location',
    quantity: 'Quantity',
    minimum: 'Minimum',
    onPo: 'On PO',
    onOrder: 'On Order',
    stock: 'Stock',
  },
  /** §9 publish status codes. */
  publishStatuses: {
    0: 'Not Published',
    1: 'First Website',
    2: 'Second Website',
    3: 'Both Websites',
  } as Record<number, string>,
  categoryAttributes: {
    webCategories: 'Web Categories',
    webCategory1: 'Web Category 1',
    webCategory2: 'Web Category 2',
    displayAttributes: 'Display Attributes',
    filterableAttributes: 'Filterable Attributes',
  },
  image: {
    overrideImageBase: 'Override Image Base',
    swatchImageOverride: 'Swatch Image Override',
    colorBlock: (swatch: string) => `Colour ${swatch}`,
    imageAlt: (size: string, index: number) => `${size} image ${index}`,
  },
  /** §2 'name - value'. */
  attribute: (name: string, value: string | null | undefined) => `${name} - ${value ?? ''}`,
  none: '—',
  /** /ProductViewMain without a product: a lookup by product master id. */
  lookup: {
    heading: 'Product View',
    productId: 'Product Master ID',
    open: 'Open',
  },
} as const;
