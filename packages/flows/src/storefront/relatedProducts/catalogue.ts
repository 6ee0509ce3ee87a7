/** The storefront landing and catalogue pages (decided in docs/decisions.md, "Product pages"). */
export const catalogueMessages = {
  catalogueTitle: 'Catalog',
  catalogueIntro: 'Browse our cabinets, panels, moldings and door samples by category.',
  landingTitle: 'Cabinets and building products',
  landingIntro: 'Quality cabinetry for dealers, contractors and homeowners.',
  shopByCategory: 'Shop by category',
  featured: 'Featured products',
  browseCatalogue: 'Browse the catalog',
  categories: 'Categories',
  site: (name: string) => `${name} site`,
  switchSite: (name: string) => `Switch to the ${name} site`,
} as const;

/** Featured products on the landing: the first page of these types, this many each. */
export const FEATURED_PRODUCT_TYPES = ['Base Cabinets', 'Samples'] as const;
export const FEATURED_PER_TYPE = 4;
