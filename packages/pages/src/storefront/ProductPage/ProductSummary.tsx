import { lazy, Suspense } from 'react';
import { Heading } from '@joinery/ui/Heading';
import type { ProductPageInputs, ProductVariation } from '@joinery/flows/api/storefront/products';
import { productPageLabels as labels } from '@joinery/flows/storefront/productPage';
import * as styles from './ProductPage.css';

/** Title with the item number (BRPART) and the HTML description, sanitised before display. */
export function ProductTitle({ inputs, variation }: { inputs: ProductPageInputs; variation: ProductVariation | undefined }) {
  return (
    <div>
      <Heading level={1}>{inputs.Name}</Heading>
      {variation && <span className={styles.itemNumber}>{labels.itemNumber(variation.BRPART)}</span>}
    </div>
  );
}

/**
 * The description's sanitiser (DOMPurify) is loaded after the page's first view (issue 33): the
 * description sits at the end of the buying panel, and the cabinet page's tabs wait for the same
 * chunk, so nothing below it moves when it arrives.
 */
export const loadRichTextView = () => import('@joinery/ui/RichTextView');
const RichTextView = lazy(() => loadRichTextView().then((m) => ({ default: m.RichTextView })));

export function ProductDescription({ inputs, variation }: { inputs: ProductPageInputs; variation: ProductVariation | undefined }) {
  return (
    <Suspense fallback={null}>
      <RichTextView html={variation?.Description || inputs.Description} />
    </Suspense>
  );
}
