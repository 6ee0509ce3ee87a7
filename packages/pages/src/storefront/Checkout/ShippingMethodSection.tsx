import { memo } from 'react';
import { useSelector } from '@xstate/react';
import { CollapsibleSection } from '@joinery/ui/CollapsibleSection';
import { OptionRow } from '@joinery/ui/OptionRow';
import { RadioGroup } from '@joinery/ui/RadioGroup';
import { Spinner } from '@joinery/ui/Spinner';
import { checkoutLabels as labels, checkoutMessages } from '@joinery/flows/storefront/checkout';
import type { ShippingOptionsRef } from './types';
import * as styles from './Checkout.css';

const dateFormat = new Intl.DateTimeFormat('en-US', {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});

/** The server's date (YYYY-MM-DD or any date text) as "Tue, Jun 3"; text it cannot read stays as it is. */
export function deliveryDate(value: string): string {
  const parsed = new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00Z` : value);
  return Number.isNaN(parsed.getTime()) ? value : dateFormat.format(parsed);
}

/**
 * The shipping method section (storefront.md §2.1): each option's name with its price and an
 * estimated delivery date; picking one collapses the list, Change / Done reopens it.
 */
export const ShippingMethodSection = memo(function ShippingMethodSection({
  options: actor,
  isRefreshing,
}: {
  options: ShippingOptionsRef;
  isRefreshing: boolean;
}) {
  const { options, selectedId, expanded } = useSelector(actor, (s) => s.context);
  const selected = options.find((o) => o.id === selectedId);
  return (
    <CollapsibleSection
      title={labels.shippingMethod}
      open={expanded || !selected}
      onOpenChange={() => actor.send({ type: 'options.toggle' })}
      disabled={!selected}
      summary={
        selected && (
          <p className={styles.addressLines}>
            {selected.nameWithPrice}
            {selected.estimatedDeliveryDate && (
              <>
                <br />
                <span className={styles.muted}>
                  {labels.estimatedDelivery(deliveryDate(selected.estimatedDeliveryDate))}
                </span>
              </>
            )}
          </p>
        )
      }
    >
      <div aria-busy={isRefreshing}>
        {isRefreshing ? (
          <Spinner label={labels.loadingShippingMethods} />
        ) : options.length === 0 ? (
          <p>{checkoutMessages.noShippingMethods}</p>
        ) : (
          <RadioGroup
            label={labels.shippingMethod}
            labelHidden
            value={selectedId ?? ''}
            onValueChange={(id) => actor.send({ type: 'option.select', id })}
          >
            {options.map((option) => (
              <OptionRow
                key={option.id}
                value={option.id}
                title={option.nameWithPrice}
                description={
                  option.estimatedDeliveryDate
                    ? labels.estimatedDelivery(deliveryDate(option.estimatedDeliveryDate))
                    : undefined
                }
              />
            ))}
          </RadioGroup>
        )}
      </div>
    </CollapsibleSection>
  );
});
