import { useEffect, useMemo, useRef } from 'react';
import { useMachine } from '@joinery/flows/react';
import type { ProductVariation } from '@joinery/flows/api/storefront/products';
import {
  allChosen,
  currentVariation,
  linkFromChoices,
  variationSelectionMachine,
} from '@joinery/flows/storefront/variationSelection';

/** The product link's parameters: the index of the selected value of each trait (storefront.md §2). */
export interface ProductLink {
  trait1: number | null;
  trait2: number | null;
  color: number | null;
}

/**
 * The variation selection machine of a product page, with the link kept in step: opening a link
 * preselects, and every choice reports the link's new parameters (the site writes them into the
 * address without a reload).
 */
export function useProductSelection(
  variations: readonly ProductVariation[],
  link: Partial<ProductLink> | undefined,
  onLinkChange: ((link: ProductLink) => void) | undefined,
) {
  const [state, send] = useMachine(variationSelectionMachine, { input: { variations, link } });
  const { context } = state;
  const nextLink = useMemo(() => linkFromChoices(context.table, context.selected), [context.table, context.selected]);
  const key = `${nextLink.trait1}|${nextLink.trait2}|${nextLink.color}`;
  const reported = useRef(key);
  const onChange = useRef(onLinkChange);
  useEffect(() => {
    onChange.current = onLinkChange;
  }, [onLinkChange]);
  useEffect(() => {
    if (reported.current === key) return;
    reported.current = key;
    onChange.current?.(nextLink);
  }, [key, nextLink]);
  return {
    state,
    send,
    context,
    variation: currentVariation(context),
    chosen: allChosen(context),
    rejected: state.matches('rejected'),
    empty: state.matches('noVariations'),
  };
}
