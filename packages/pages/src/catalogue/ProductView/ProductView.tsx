import { useEffect, useState, type FormEvent } from 'react';
import { useSelector } from '@xstate/react';
import { useActorRef } from '@joinery/flows/react';
import { Button } from '@joinery/ui/Button';
import { FullScreenDialog } from '@joinery/ui/FullScreenDialog';
import { Heading } from '@joinery/ui/Heading';
import { Inline } from '@joinery/ui/Inline';
import { LoadingOverlay } from '@joinery/ui/LoadingOverlay';
import { Stack } from '@joinery/ui/Stack';
import { Tabs, type TabItem } from '@joinery/ui/Tabs';
import { TextField } from '@joinery/ui/TextField';
import type { Product, VersionedOverrides } from '@joinery/flows/api/catalogue/productView';
import { OVERRIDE_FIELDS, type OverrideField } from '@joinery/flows/catalogue/records';
import { overrideEditorMachine, type OriginalValues } from '@joinery/flows/catalogue/overrideEditor';
import {
  DEFAULT_IMAGE_HOST,
  productViewMachine,
  productViewText as m,
} from '@joinery/flows/catalogue/productView';
import type { ActorRefFrom } from 'xstate';
import { ErrorDialog } from '../../staff/ErrorDialog';
import { pathOf, useBackOfficeNavigation } from '../../staff/navigation';
import { useFocusBackAfter } from '../../shared/focusAfter';
import { OverrideEditorDialogs, OverrideEditorFields, useOverrideEditorActor } from './OverrideEditor';
import { CategoryAttributesPanel, GeneralPanel, ImagePanel } from './ProductPanels';

export type ProductViewActor = ActorRefFrom<typeof productViewMachine>;

/** §2: the panel selector's minimum width for the list; narrower it is a dropdown. */
const PANEL_LIST_MIN_WIDTH = 500;

function originalValues(product: Product): OriginalValues {
  const values: OriginalValues = {};
  for (const field of OVERRIDE_FIELDS) values[field as OverrideField] = product[field];
  return values;
}

export interface ProductViewDialogProps {
  actor: ProductViewActor;
  /** §2: "Images load from a configured image host path plus the image path". */
  imageHost?: string;
  /** Let a story or test swap the Web panel's override editor machine. */
  overrideEditor?: typeof overrideEditorMachine;
}

interface ProductPanelsProps {
  product: Product;
  overrides: VersionedOverrides;
  imageHost: string;
  overrideEditor: typeof overrideEditorMachine;
}

/**
 * The panel selector and its panels. The Web panel's override editor machine is started here,
 * above the selector, and its confirmations are drawn here too (issue 36): narrowing the window
 * past 500 px swaps the tab row for a dropdown (and choosing another panel hides Web), which
 * unmounts the panel, and a tick, a typed value or an open confirmation must outlive that.
 */
function ProductPanels({ product, overrides, imageHost, overrideEditor }: ProductPanelsProps) {
  const editor = useOverrideEditorActor(
    { productMasterId: product.productMasterId, original: originalValues(product), overrides: overrides.overrides, version: overrides.version },
    overrideEditor,
  );
  const tbd = (label: string, value: string): TabItem => ({ value, label: m.toBeDoneLabel(label), content: null, disabled: true });
  const items: TabItem[] = [
    { value: 'general', label: m.panels.general, content: <GeneralPanel product={product} /> },
    { value: 'categoryAttributes', label: m.panels.categoryAttributes, content: <CategoryAttributesPanel product={product} /> },
    { value: 'web', label: m.panels.web, content: <OverrideEditorFields actor={editor} /> },
    { value: 'image', label: m.panels.image, content: <ImagePanel product={product} imageHost={imageHost} /> },
    tbd(m.panels.stockManagement, 'stockManagement'),
    tbd(m.panels.pricing, 'pricing'),
    tbd(m.panels.warehouse, 'warehouse'),
    tbd(m.panels.history, 'history'),
  ];
  return (
    <>
      <Tabs items={items} label={m.panelSelector} collapseBelow={PANEL_LIST_MIN_WIDTH} />
      <OverrideEditorDialogs actor={editor} />
    </>
  );
}

/**
 * The full-screen product view (back-office-products.md §2, §4 Product view): the product's name,
 * the panel selector (a list, a dropdown when narrow) and its panels; Back closes it. While the
 * product, its overrides and its template load a busy overlay shows; a failure opens the error dialog.
 */
export function ProductViewDialog({ actor, imageHost = DEFAULT_IMAGE_HOST, overrideEditor = overrideEditorMachine }: ProductViewDialogProps) {
  const open = useSelector(actor, (s) => s.matches('open'));
  const loading = useSelector(actor, (s) => s.matches('loading'));
  const error = useSelector(actor, (s) => (s.matches('failed') ? s.context.error : undefined));
  const product = useSelector(actor, (s) => s.context.product);
  const overrides = useSelector(actor, (s) => s.context.overrides);
  // Issue 46: Back gives focus back to what opened the view (remembered as it began loading: the
  // lookup's Open, a list's row); that gone or none (opened by its address), to the page's heading.
  useFocusBackAfter(open || loading);

  return (
    <>
      <LoadingOverlay active={loading} message={m.loading} scope="viewport" />
      <FullScreenDialog.Root open={open} onOpenChange={(next) => !next && actor.send({ type: 'view.back' })}>
        {product && (
          <FullScreenDialog.Content
            title={product.name ?? product.brpart}
            hideCloseButton
            actions={
              <Button variant="outline" onClick={() => actor.send({ type: 'view.back' })}>
                {m.back}
              </Button>
            }
          >
            {overrides && (
              <ProductPanels
                key={`${product.productMasterId}-${overrides.version ?? ''}`}
                product={product}
                overrides={overrides}
                imageHost={imageHost}
                overrideEditor={overrideEditor}
              />
            )}
          </FullScreenDialog.Content>
        )}
      </FullScreenDialog.Root>
      <ErrorDialog error={error} onAcknowledge={() => actor.send({ type: 'error.acknowledge' })} />
    </>
  );
}

export interface ProductViewMainProps {
  machine?: typeof productViewMachine;
  imageHost?: string;
}

/** The product id at the end of /ProductViewMain/{id}, if any. */
function productIdOf(location: string): number | undefined {
  const last = pathOf(location).split('/').filter(Boolean).at(-1);
  return last && /^\d+$/.test(last) ? Number(last) : undefined;
}

/**
 * /ProductViewMain (back-office-products.md §2): the product view on its own. The route names no
 * product, so the screen asks for a Product Master ID (or takes it as the last path segment).
 */
export function ProductViewMain({ machine = productViewMachine, imageHost }: ProductViewMainProps) {
  const { location } = useBackOfficeNavigation();
  const actor = useActorRef(machine);
  const fromPath = productIdOf(location);
  const [id, setId] = useState(fromPath === undefined ? '' : String(fromPath));
  const busy = useSelector(actor, (s) => s.matches('loading'));

  useEffect(() => {
    if (fromPath !== undefined) actor.send({ type: 'view.open', productId: fromPath });
  }, [actor, fromPath]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (/^\d+$/.test(id.trim())) actor.send({ type: 'view.open', productId: Number(id.trim()) });
  };

  return (
    <Stack space="lg">
      <Heading level={1}>{m.lookup.heading}</Heading>
      <form aria-label={m.lookup.heading} onSubmit={onSubmit}>
        <Inline space="md" alignY="bottom">
          <TextField label={m.lookup.productId} value={id} inputMode="numeric" onValueChange={setId} />
          <Button type="submit" disabled={busy || !/^\d+$/.test(id.trim())}>
            {m.lookup.open}
          </Button>
        </Inline>
      </form>
      <ProductViewDialog actor={actor} imageHost={imageHost} />
    </Stack>
  );
}
