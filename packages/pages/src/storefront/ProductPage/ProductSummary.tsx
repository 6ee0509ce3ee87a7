import { Heading } from '@joinery/ui/Heading';
import { RichTextView } from '@joinery/ui/RichTextView';
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

export function ProductDescription({ inputs, variation }: { inputs: ProductPageInputs; variation: ProductVariation | undefined }) {
  return <RichTextView html={variation?.Description || inputs.Description} />;
}
