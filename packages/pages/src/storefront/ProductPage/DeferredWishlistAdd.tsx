import { lazy, Suspense, useState } from 'react';
import { Button } from '@joinery/ui/Button';
import { Icon } from '@joinery/ui/Icon';
import type { WishlistAddProps } from './WishlistAdd';
import * as styles from './ProductPage.css';

/*
 * The add-to-list button's flow (its machine, the modal's lists and create form) arrives just after
 * the page's content (issue 33): its request starts with the first render, and until it is there
 * the button draws as it first looks (same words, icon and size, disabled until every trait is
 * chosen), so nothing moves when it arrives. A click meanwhile is remembered: the modal opens for it.
 */
const WishlistAdd = lazy(() => import('./WishlistAdd').then((m) => ({ default: m.WishlistAdd })));

export function DeferredWishlistAdd(props: WishlistAddProps) {
  const [wanted, setWanted] = useState(false);
  if (!props.model.ShowWishlist) return null;
  const first = (
    <div className={styles.panel}>
      <div>
        <Button
          variant="outline"
          tone="neutral"
          icon={<Icon name="bookmark" />}
          disabled={!props.allTraitsChosen}
          data-look="normal"
          onClick={() => setWanted(true)}
        >
          {props.model.LocalizationItems.AddToWishList}
        </Button>
      </div>
    </div>
  );
  return (
    <Suspense fallback={first}>
      <WishlistAdd {...props} defaultOpen={wanted} />
    </Suspense>
  );
}
