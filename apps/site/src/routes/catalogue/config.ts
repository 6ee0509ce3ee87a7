import { DEFAULT_IMAGE_HOST } from '@joinery/flows/catalogue/productView';

const env = import.meta.env as Record<string, string | undefined>;

/**
 * back-office-products.md §2 Image: "Images load from a configured image host path plus the image
 * path". A live build sets VITE_PRODUCT_IMAGE_HOST (checked with the other live settings); the
 * embedded back end serves its pictures under the default.
 */
export const productImageHost = env['VITE_PRODUCT_IMAGE_HOST'] || DEFAULT_IMAGE_HOST;
