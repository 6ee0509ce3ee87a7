import { Heading } from '@joinery/ui/Heading';
import { Spinner } from '@joinery/ui/Spinner';
import { productPageLabels as labels } from '@joinery/flows/storefront/productPage';
import * as styles from './ProductPage.css';

/**
 * Where a real store puts the page's inputs (storefront.md §3): a JSON block in the page, read by
 * the site's route and, for the first view's title, by the prerendered page's boot script.
 */
export const PRODUCT_INPUTS_ELEMENT_ID = 'product-page-inputs';

/**
 * What the boot script of a prerendered page fills before any of the app has loaded (apps/site/
 * prerender.ts): `data-fill="{element id}:{field}"` takes the field's text from the JSON in that
 * element and shows the element. Plain text only (textContent), never markup.
 */
export const fillFrom = (elementId: string, field: string) => `${elementId}:${field}`;

export interface ProductFirstViewProps {
  /** The product's name, from the page's inputs; none yet (the prerendered page) leaves the title hidden and empty. */
  name?: string | undefined;
}

/**
 * The product page's first view (issue 33): the page's frame with the picture's room, the title and
 * a spinner, while the page widget loads. The prerendered page carries it with an empty title that
 * its boot script fills from the inputs the store rendered into the page, so a shopper reads the
 * product's name at the first paint; the route renders the same name when it hydrates (no mismatch),
 * and the widget takes over the same places (the title at the top of the buying panel, the gallery
 * in the frame's room).
 */
export function ProductFirstView({ name }: ProductFirstViewProps) {
  return (
    <div className={styles.page}>
      <div className={styles.top}>
        <div className={styles.firstViewPicture} aria-hidden="true" />
        <div className={styles.panel}>
          <div>
            <Heading level={1} data-fill={fillFrom(PRODUCT_INPUTS_ELEMENT_ID, 'Name')} hidden={!name}>
              {name}
            </Heading>
          </div>
          <Spinner label={labels.loading} />
        </div>
      </div>
    </div>
  );
}
