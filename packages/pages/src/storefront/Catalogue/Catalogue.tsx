import { useEffect } from 'react';
import { Heading } from '@joinery/ui/Heading';
import { Stack } from '@joinery/ui/Stack';
import { Text } from '@joinery/ui/Text';
import type {
  relatedProductsMachine} from '@joinery/flows/storefront/relatedProducts';
import {
  catalogueMessages as messages,
  type RelatedProductType,
} from '@joinery/flows/storefront/relatedProducts';
import { RelatedProducts } from '../RelatedProducts';

export interface CatalogueProps {
  /** The category shown first (the link's `category` parameter). */
  category: RelatedProductType;
  machine?: typeof relatedProductsMachine;
}

/**
 * The catalogue: products by category with links to their pages, on the related products
 * browser (POST /Product/RelatedProducts matched on the category only).
 */
export function Catalogue({ category, machine }: CatalogueProps) {
  useEffect(() => {
    document.title = `${messages.catalogueTitle} – Joinery`;
  }, []);
  return (
    <div style={{ maxWidth: 1200, margin: '0 auto', padding: 16 }}>
      <Stack space="lg">
        <Stack space="sm">
          <Heading level={1}>{messages.catalogueTitle}</Heading>
          <Text>{messages.catalogueIntro}</Text>
        </Stack>
        <RelatedProducts
          key={category}
          heading={messages.categories}
          input={{ categoryContentLinkId: 0, attributesToMatch: [], productType: category }}
          {...(machine ? { machine } : {})}
        />
      </Stack>
    </div>
  );
}
