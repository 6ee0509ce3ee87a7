import { useEffect, useMemo } from 'react';
import { useMachine } from '@joinery/flows/react';
import { Button } from '@joinery/ui/Button';
import { Heading } from '@joinery/ui/Heading';
import { Link } from '@joinery/ui/Link';
import { LoadingOverlay } from '@joinery/ui/LoadingOverlay';
import { ProductTile } from '@joinery/ui/ProductTile';
import { Stack } from '@joinery/ui/Stack';
import { Text } from '@joinery/ui/Text';
import { Tiles } from '@joinery/ui/Tiles';
import type { NameValue } from '@joinery/flows/api/storefront/catalogue';
import {
  RELATED_PRODUCT_TYPES,
  relatedProductsMachine,
  relatedProductsMessages as messages,
  type RelatedProductsInput,
} from '@joinery/flows/storefront/relatedProducts';

export interface RelatedProductsProps {
  input: RelatedProductsInput;
  /** The current variation's attributes to match; a change reloads (storefront.md §4). */
  attributesToMatch?: NameValue[];
  /** The support phone for the empty text's invitation (storefront.md §8). */
  phone?: { PhoneNumber: string; PhoneText: string };
  /** Lets a story or test swap the machine's actors. */
  machine?: typeof relatedProductsMachine;
  /** The section's heading (the catalogue names it by category). */
  heading?: string;
}

/**
 * Related products by product type on a cabinet page (storefront.md §2.5): the type tiles, the
 * product list with Load More, a spinner overlay while loading, and the two empty texts.
 */
export function RelatedProducts({
  input,
  attributesToMatch,
  phone,
  machine = relatedProductsMachine,
  heading = messages.heading,
}: RelatedProductsProps) {
  const [state, send] = useMachine(machine, { input });
  const { products, productType, totalCount, anyForDoorStyle } = state.context;
  const key = useMemo(() => JSON.stringify(attributesToMatch ?? null), [attributesToMatch]);
  useEffect(() => {
    if (attributesToMatch && key !== JSON.stringify(state.context.attributesToMatch))
      send({ type: 'variation.change', attributesToMatch });
    // Reload only when the attributes change, not on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  const busy = state.matches('loading') || state.matches('checking');
  return (
    <section aria-labelledby="related-heading">
      <Stack space="md">
        <Heading level={2} id="related-heading">
          {heading}
        </Heading>
        <div role="group" aria-label="Product type" style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
          {RELATED_PRODUCT_TYPES.map((type) => (
            <Button
              key={type}
              variant={type === productType ? 'solid' : 'outline'}
              tone={type === productType ? 'accent' : 'neutral'}
              aria-pressed={type === productType}
              onClick={() => send({ type: 'productType.select', productType: type })}
            >
              {type}
            </Button>
          ))}
        </div>
        <LoadingOverlay active={busy} message={messages.loading}>
          <div aria-live="polite" style={{ minHeight: 120 }}>
            {state.matches('empty') ? (
              anyForDoorStyle ? (
                <Text>
                  {messages.empty}{' '}
                  {phone && <Link href={`tel:${phone.PhoneNumber}`}>{messages.callInvitation(phone.PhoneText)}</Link>}
                </Text>
              ) : (
                <Text>{messages.specialOrder}</Text>
              )
            ) : (
              <Stack space="md">
                <Text>{messages.count(products.length, totalCount)}</Text>
                <Tiles columns={{ mobile: 1, tablet: 3, desktop: 4 }} space="md" as="ul" aria-label={productType}>
                  {products.map((p) => (
                    <li key={p.HitId} style={{ listStyle: 'none' }}>
                      <ProductTile
                        name={p.Name}
                        href={p.Url}
                        imageSrc={p.ImageUrl}
                        imageAlt={p.Name}
                        itemNumber={p.BRPART}
                        price={p.Price > 0 ? p.Price : null}
                        stock={p.TotalInStock}
                      />
                    </li>
                  ))}
                </Tiles>
              </Stack>
            )}
          </div>
        </LoadingOverlay>
        {state.can({ type: 'products.loadMore' }) && (
          <div>
            <Button variant="outline" onClick={() => send({ type: 'products.loadMore' })}>
              {messages.loadMore}
            </Button>
          </div>
        )}
      </Stack>
    </section>
  );
}
