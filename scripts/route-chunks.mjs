// Reads the site's Vite manifest and tells which JavaScript files a storefront route loads before
// its main content is on screen: the entry, the route's chunk, the lazily loaded chunks its content
// waits for (the page, and its parts above the fold), and everything any of them imports statically.
import { readFileSync } from 'node:fs';

export const distDir = 'apps/site/dist';

/**
 * Storefront routes and their budgets: kB (gzip) of JavaScript before the main content (issue 33).
 * The target is 130 for every route, and every route is at or under it (the checkout since its payment
 * section and machine load after content: docs/decisions.md "Storefront speed, session 15 (issue 33)").
 */
export const TARGET_KB = 130;
export const storefrontRoutes = {
  'src/routes/storefront/home.tsx': 130,
  'src/routes/storefront/catalog.tsx': 130,
  'src/routes/storefront/product.tsx': 130,
  // Back to 130 (issue 47): its chunks grouped (apps/site/storefrontGroups.ts) took it
  // from 131.58 kB in 28 files to about 125 kB in 6.
  'src/routes/storefront/checkout.tsx': 130,
  'src/routes/storefront/orderConfirmation.tsx': 130,
  'src/routes/storefront/login.tsx': 130,
  'src/routes/storefront/hostLogin.tsx': 130,
  'src/routes/storefront/quoteCheckout.tsx': 130,
  'src/routes/storefront/wishlists.tsx': 130,
  'src/routes/storefront/notFound.tsx': 130,
};

/**
 * Every chunk a storefront route or anything it loads imports lazily (`import()`), named by its
 * module (relative to the repository) or, when Rollup merged the module into a shared chunk, by that
 * chunk's name: whether the route's main content waits for it (`content`: counted in the budget,
 * as are all alternatives, e.g. the cabinet and the colour page) or not (`later`, with why: below
 * the fold, or loaded when used). A lazy chunk named in neither list fails the size step, so a new
 * `import()` is counted until someone says why the content does not wait for it.
 */
export const lazyChunks = {
  content: [
    'packages/pages/src/storefront/ProductPage/CabinetProductPage.tsx',
    'packages/pages/src/storefront/ProductPage/ColourProductPage.tsx',
    'packages/pages/src/storefront/Checkout/index.ts',
    'packages/pages/src/storefront/QuoteCheckout/index.ts',
    'packages/pages/src/storefront/Wishlists/index.ts',
  ],
  later: {
    'packages/pages/src/storefront/ProductPage/MediaTabs.tsx': 'the product page\'s tabs: below the fold',
    RelatedProducts: 'the product page\'s related products: below the fold',
    'packages/pages/src/storefront/ProductPage/WishlistAdd.tsx':
      'the product page\'s add-to-list flow: its button draws as it first looks until it arrives (DeferredWishlistAdd.tsx)',
    'packages/pages/src/storefront/Checkout/AddressForm.tsx': 'the checkout\'s address form: opened by Add / Edit address',
    'packages/pages/src/storefront/Checkout/AddressValidationDialog.tsx': 'the address check\'s suggestions: after a save',
    'packages/pages/src/storefront/Checkout/PaymentPart.ts':
      'the checkouts\' payment section and its machine: below the fold on a phone, loaded once the page shows (a placeholder with its heading holds its place; Checkout/DeferredPayment.tsx)',
    TextArea: 'the checkout\'s order notes box: below the fold, loaded with the page in a reserved-size frame',
    'packages/pages/src/storefront/Checkout/CardEntryForm.tsx': 'the card form: shown when a new card is chosen',
    'packages/flows/src/storefront/payment/cardChecks.ts':
      'the new card\'s checks (card-validator): loaded by the card form, awaited by its submit',
    'packages/pages/src/storefront/Checkout/SavedCardEditDialog.tsx': 'a saved card\'s edit dialog: opened by Edit',
    RichTextView: 'the product description\'s sanitiser: the description ends the buying panel, and the tabs below wait for it',
    ConfirmDialog: 'a confirmation (delete a cart line, an address, a card, a wish-list item): loaded when one opens',
    Dialog: 'the wish-list page\'s dialogs (create, view, edit, print a list, copy or move an item) and the product page\'s add-to-list modal: loaded when one opens',
    Select:
      'a Select inside a dialog (the wish-list page\'s copy or move, the checkout\'s address form): loaded with it (the product page\'s trait choosers are not Selects: TraitSelect, issue 47)',
    'packages/pages/src/storefront/ProductPage/TraitListBox.tsx':
      'the product page\'s trait choosers draw their closed box at once and open their list (Downshift) once it arrives, a click before then opening it on arrival (TraitSelect, issue 47)',
    Tooltip: 'the product page\'s add buttons show without their reason tooltip until it arrives (deferredParts.tsx)',
    'packages/ui/src/ImageGallery/ZoomDialog.tsx': 'the gallery\'s zoom view: loaded when the picture is chosen',
    Tabs: 'Tabs inside a dialog (the wish-list page\'s view and add lists): loaded with the dialog',
  },
};

/**
 * Modules of the back office's three domains (the staff shell, the catalogue and the
 * administration back office), as route modules and as screens: no storefront route may load them.
 */
export const backOfficePrefixes = ['staff', 'catalogue', 'admin'].flatMap((domain) => [
  `src/routes/${domain}/`,
  `packages/pages/src/${domain}/`,
  `packages/flows/src/${domain}/`,
]);

export function readManifest() {
  return JSON.parse(readFileSync(`${distDir}/.vite/manifest.json`, 'utf8'));
}

export function staticClosure(manifest, keys) {
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const dep of manifest[key].imports ?? []) visit(dep);
  };
  keys.forEach(visit);
  return [...seen];
}

export function entryKey(manifest) {
  const key = Object.keys(manifest).find((k) => manifest[k].isEntry);
  if (!key) throw new Error('No entry in the Vite manifest');
  return key;
}

/** How lazyChunks names a manifest entry: its module (repository-relative) or its shared chunk's name. */
export function lazyChunkName(manifest, key) {
  const chunk = manifest[key];
  return chunk.src ? chunk.src.replace(/^(\.\.\/)+/, '') : chunk.name ?? key;
}

/**
 * What a storefront route loads before its main content is on screen (issue 33): the entry and
 * the route's chunk, the lazy chunks lazyChunks.content names that they or those load (the page
 * and its parts above the fold), and their static imports; `unclassified` lists the lazy chunks
 * met on the way that lazyChunks names in neither list (the entry's own lazy chunks, the other
 * routes, are not followed).
 */
export function beforeContent(manifest, routeKey) {
  const entry = entryKey(manifest);
  const counted = new Set(staticClosure(manifest, [entry, routeKey]));
  const entryOwn = new Set(staticClosure(manifest, [entry]));
  const unclassified = new Set();
  const later = new Set(Object.keys(lazyChunks.later));
  const content = new Set(lazyChunks.content);
  const queue = [...counted].filter((key) => !entryOwn.has(key));
  while (queue.length) {
    const key = queue.shift();
    for (const lazyKey of manifest[key].dynamicImports ?? []) {
      if (!manifest[lazyKey] || counted.has(lazyKey)) continue;
      const name = lazyChunkName(manifest, lazyKey);
      if (later.has(name)) continue;
      if (!content.has(name)) {
        unclassified.add(name);
        continue;
      }
      for (const dep of staticClosure(manifest, [lazyKey])) {
        if (counted.has(dep)) continue;
        counted.add(dep);
        queue.push(dep);
      }
    }
  }
  return { keys: [...counted], unclassified: [...unclassified] };
}

/** Files (relative to the repo) a route loads before its main content is on screen. */
export function routeFiles(manifest, routeKey) {
  return beforeContent(manifest, routeKey).keys.map((k) => `${distDir}/${manifest[k].file}`);
}
