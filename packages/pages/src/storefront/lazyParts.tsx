import { lazy, Suspense, type ReactNode, type RefObject } from 'react';
import type { Dialog as DialogParts } from '@joinery/ui/Dialog';
import { LazyConfirmDialog, useOpenedOnce } from './lazyConfirmDialog';

/**
 * Parts of the storefront's pages that no first view shows, loaded when they are first wanted
 * (issue 33): their code (Radix's dialog, focus trap and scroll lock) is not among the bytes a
 * shopper's phone loads before the page's content. Once loaded they stay mounted and behave as the
 * design-system parts they wrap.
 */
// The confirmation lives in a module of its own, so the checkouts, which need only it, do not load
// the dialogs below (issue 33).
export { LazyConfirmDialog };

export const LazySelect = lazy(() => import('@joinery/ui/Select').then((m) => ({ default: m.Select })));
export const LazyTabs = lazy(() => import('@joinery/ui/Tabs').then((m) => ({ default: m.Tabs })));

export interface LazyModalProps {
  open: boolean;
  title: string;
  /** Read with the title (the product's name, say). */
  description?: string;
  closeLabel: string;
  /** Called when the shopper closes it (Escape, the close button, outside). */
  onClose: () => void;
  /**
   * Where focus goes when it closes; by default the element that had focus when it opened (a
   * dialog that opens after a call, whose button was disabled meanwhile, names that button).
   */
  returnFocusTo?: RefObject<HTMLElement | null>;
  children: ReactNode;
}

/**
 * A controlled Dialog (title, close button, `children`) that loads its code, with the Select and
 * Tabs its pages' dialogs hold, the first time it opens; closed, it renders nothing, as a closed
 * Dialog does.
 */
const Modal = lazy(() =>
  Promise.all([import('@joinery/ui/Dialog'), import('@joinery/ui/Select'), import('@joinery/ui/Tabs')]).then(([{ Dialog }]) => ({
    default: modalOf(Dialog),
  })),
);

/** The same dialog without the Select and Tabs (the product page's add-to-list modal). */
const PlainModal = lazy(() => import('@joinery/ui/Dialog').then(({ Dialog }) => ({ default: modalOf(Dialog) })));

function modalOf(Dialog: typeof DialogParts) {
  return function LoadedModal({ open, title, description, closeLabel, onClose, returnFocusTo, children }: LazyModalProps) {
    // Opened by the page, not by a Dialog.Trigger: the Dialog gives focus back to what had it
    // when it opened (issue 46); a caller that names another element gets that one instead.
    return (
      <Dialog.Root open={open} onOpenChange={(next) => !next && onClose()}>
        <Dialog.Content
          title={title}
          description={description}
          closeLabel={closeLabel}
          onCloseAutoFocus={(event) => {
            const element = returnFocusTo?.current;
            if (element?.isConnected) {
              event.preventDefault();
              element.focus();
            }
          }}
        >
          {children}
        </Dialog.Content>
      </Dialog.Root>
    );
  };
}

/** LazyModal without the Select and Tabs: a dialog of buttons and text fields. */
export function LazyDialog(props: LazyModalProps) {
  if (!useOpenedOnce(props.open)) return null;
  return (
    <Suspense fallback={null}>
      <PlainModal {...props} />
    </Suspense>
  );
}

export function LazyModal(props: LazyModalProps) {
  if (!useOpenedOnce(props.open)) return null;
  return (
    <Suspense fallback={null}>
      <Modal {...props} />
    </Suspense>
  );
}
