import { useEffect, type FormEvent } from 'react';
import { useActorRef, useMachine } from '@joinery/flows/react';
import { Button } from '@joinery/ui/Button';
import { CollapsibleSection } from '@joinery/ui/CollapsibleSection';
import { EmptyState } from '@joinery/ui/EmptyState';
import { Text } from '@joinery/ui/Text';
import { Heading } from '@joinery/ui/Heading';
import { Inline } from '@joinery/ui/Inline';
import { Stack } from '@joinery/ui/Stack';
import { TextField } from '@joinery/ui/TextField';
import { Tiles } from '@joinery/ui/Tiles';
import { advancedSearchMachine, advancedSearchText as m } from '@joinery/flows/catalogue/advancedSearch';
import { productViewMachine } from '@joinery/flows/catalogue/productView';
import { EMPTY_SEARCH_FORM, productSearchView, type SearchFormField } from '@joinery/flows/catalogue/reporting';
import { ErrorDialog } from '../../staff/ErrorDialog';
import { ProductViewDialog } from '../ProductView';
import { SearchResultsTable } from '../Reporting/SearchResultsTable';

export interface AdvancedSearchProps {
  /** Let a story or test swap the machines' actors. */
  machine?: typeof advancedSearchMachine;
  viewMachine?: typeof productViewMachine;
  imageHost?: string;
}

const FILTER_FIELDS = ['manufacturer', 'productLine', 'upc', 'vendorSku', 'joinerySku', 'productName', 'description'] as const satisfies readonly SearchFormField[];

/**
 * Advanced Search - Products (/AdvancedSearchList; back-office-products.md §2, §4, §7): a
 * collapsible block of seven filters with Clear and Search (Enter searches), the seven sortable
 * columns, and a row's part number that opens the full-screen product view (not while loading).
 */
export function AdvancedSearch({ machine = advancedSearchMachine, viewMachine = productViewMachine, imageHost }: AdvancedSearchProps) {
  const [state, send, searchActor] = useMachine(machine, { input: { emptyForm: EMPTY_SEARCH_FORM } });
  const viewActor = useActorRef(viewMachine);
  const { form, sort } = state.context;
  const view = productSearchView(state);

  useEffect(() => {
    const subscription = searchActor.on('row.opened', ({ productId }) => viewActor.send({ type: 'view.open', productId }));
    return () => subscription.unsubscribe();
  }, [searchActor, viewActor]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    send({ type: 'search' });
  };

  return (
    <Stack space="lg">
      <Heading level={1}>{m.heading}</Heading>
      <CollapsibleSection title={m.filtersHeading} headingLevel={2} defaultOpen changeLabel={m.showFilters} doneLabel={m.hideFilters}>
        <form aria-label={m.filtersHeading} onSubmit={onSubmit}>
          <Stack space="md">
            <Tiles columns={{ mobile: 1, tablet: 2, desktop: 4 }} space="md">
              {FILTER_FIELDS.map((field) => (
                <TextField key={field} label={m.labels[field]} value={form[field]} onValueChange={(value) => send({ type: 'filters.change', field, value })} />
              ))}
            </Tiles>
            <Inline space="md">
              <Button variant="outline" disabled={view.busy} onClick={() => send({ type: 'filters.clear' })}>
                {m.clear}
              </Button>
              <Button type="submit" loading={view.loading}>
                {m.search}
              </Button>
            </Inline>
          </Stack>
        </form>
      </CollapsibleSection>

      <SearchResultsTable
        label={m.noRecordsHeading}
        view={view}
        sort={sort}
        onSort={(column) => send({ type: 'sort', column })}
        onLoadMore={() => send({ type: 'loadMore' })}
        onOpen={(row) => send({ type: 'row.open', productId: row.id })}
        openLabel={(row) => m.openProduct(row.brpart)}
        loadingMessage={m.loading}
        emptyState={<EmptyState heading={m.noRecordsHeading} text={m.noRecords} headingLevel={2} />}
        notSearchedState={<Text tone="muted">{m.searchInvitation}</Text>}
      />
      <ErrorDialog error={view.error} onAcknowledge={() => send({ type: 'error.acknowledge' })} />
      <ProductViewDialog actor={viewActor} imageHost={imageHost} />
    </Stack>
  );
}
