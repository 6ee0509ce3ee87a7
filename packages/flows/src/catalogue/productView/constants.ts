/**
 * back-office-products.md §2 Product view: where pictures come from. "Images load from a
 * configured image host path plus the image path"; the host is the site's to configure.
 */
export const DEFAULT_IMAGE_HOST = '/product-images/';
/** §2: the picture used per size when a product has none ('noimage'). */
export const NO_IMAGE_FILE = 'noimage.svg';
/** §2 Image panel sizes, in screen order. */
export const IMAGE_SIZES = ['Large', 'Medium', 'Icon', 'Selector'] as const;
export type ImageSize = (typeof IMAGE_SIZES)[number];
/** §3 selectorImageType for a colour block. */
export const COLOR_SELECTOR_TYPE = 'color';

/** Picture URL: the host path plus the image path (one slash between them). */
export function imageUrl(host: string, path: string): string {
  return `${host.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}
