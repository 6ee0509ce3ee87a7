import { lazy, Suspense, useState } from 'react';
import type { ConfirmDialogProps } from '@joinery/ui/ConfirmDialog';

// A confirmation no first view shows, loaded when first opened (issue 33); lazyParts.tsx holds the
// storefront's other such parts.
const ConfirmDialog = lazy(() => import('@joinery/ui/ConfirmDialog').then((m) => ({ default: m.ConfirmDialog })));

/**
 * A controlled ConfirmDialog (no trigger) that loads its code the first time it opens: until then
 * it renders nothing, as a closed ConfirmDialog does.
 */
export function LazyConfirmDialog(props: ConfirmDialogProps) {
  if (!useOpenedOnce(props.open || props.defaultOpen)) return null;
  return (
    <Suspense fallback={null}>
      <ConfirmDialog {...props} />
    </Suspense>
  );
}

/** Whether a part that opens has been open once: it loads then, and stays mounted after. */
export function useOpenedOnce(open: boolean | undefined): boolean {
  const [opened, setOpened] = useState(Boolean(open));
  if (open && !opened) setOpened(true);
  return opened || Boolean(open);
}
