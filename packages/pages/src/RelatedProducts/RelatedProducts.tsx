import { useMachine } from '@xstate/react';
import { Button } from '@joinery/ui/Button';
import { Price } from '@joinery/ui/Price';
import {
  RELATED_PRODUCT_TYPES,
  relatedProductsMachine,
  relatedProductsMessages as messages,
  type RelatedProductsInput,
} from '@joinery/flows/relatedProducts';

export interface RelatedProductsProps {
  input: RelatedProductsInput;
  /** Lets a story or test swap the machine's actors. */
  machine?: typeof relatedProductsMachine;
}

/** Related products by product type on a cabinet page (storefront.md §2.5). */
export function RelatedProducts({ input, machine = relatedProductsMachine }: RelatedProductsProps) {
  const [state, send] = useMachine(machine, { input });
  const { products, productType, totalCount } = state.context;
  return (
    <section aria-labelledby="related-heading">
      <h2 id="related-heading">Related products</h2>
      <div role="group" aria-label="Product type" style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
        {RELATED_PRODUCT_TYPES.map((type) => (
          <Button
            key={type}
            variant={type === productType ? 'solid' : 'outline'}
            tone="neutral"
            size="sm"
            aria-pressed={type === productType}
            onClick={() => send({ type: 'productType.select', productType: type })}
          >
            {type}
          </Button>
        ))}
      </div>
      <div aria-busy={state.matches('loading')} aria-live="polite">
        {state.matches('empty') ? (
          <p>{messages.empty}</p>
        ) : (
          <>
            <p>
              {products.length} of {totalCount}
            </p>
            <ul aria-label={productType}>
              {products.map((p) => (
                <li key={p.HitId}>
                  <a href={p.Url}>{p.Name}</a> <span>{p.BRPART}</span> <Price value={p.Price} size="sm" />
                </li>
              ))}
            </ul>
          </>
        )}
      </div>
      {state.can({ type: 'products.loadMore' }) && (
        <Button variant="outline" onClick={() => send({ type: 'products.loadMore' })}>
          {messages.loadMore}
        </Button>
      )}
    </section>
  );
}
