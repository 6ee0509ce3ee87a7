import { useState } from 'react';
import { useMachine } from '@joinery/flows/react';
import type { QuoteRequest } from '@joinery/flows/api/admin/quoteRequests';
import { Alert } from '@joinery/ui/Alert';
import { Button } from '@joinery/ui/Button';
import { DataTable } from '@joinery/ui/DataTable';
import { Heading } from '@joinery/ui/Heading';
import { HighlightMatch } from '@joinery/ui/HighlightMatch';
import { SearchField } from '@joinery/ui/SearchField';
import { Stack } from '@joinery/ui/Stack';
import { matchesCustomerPrefix, quoteRequestsListMachine, quotesRequestedMessages as m } from '@joinery/flows/admin/quoteRequests';
import { ErrorDialog } from '../../staff/ErrorDialog';
import { SpokenEmptyState } from '../../staff/shared/SpokenEmptyState';
import { LIST_SEARCH_PARAM } from '../../staff/shared/ListScreen';
import { useFilterInAddress } from '../../staff/shared/useAddressQuery';
import { QuoteRequestDialog } from './QuoteRequestDialog';

export interface QuotesRequestedProps {
  listMachine?: typeof quoteRequestsListMachine;
}

/** Quotes Requested (/QuotesList; back-office-admin.md §2, §3 Quote request, §9 newest first): read only. */
export function QuotesRequested({ listMachine = quoteRequestsListMachine }: QuotesRequestedProps) {
  const [state, send] = useMachine(listMachine);
  const [openId, setOpenId] = useState<{ id: number; key: number }>();
  // The search is kept in the address (issue 36): a reload, Back or a shared link shows the same requests.
  const keepSearch = useFilterInAddress(LIST_SEARCH_PARAM, (text) => send({ type: 'list.search', text }));
  const { rows, search, error } = state.context;
  const loading = state.matches('loading');
  const shown = rows.filter((q) => matchesCustomerPrefix(q, search));
  // Issue 46: the table is drawn while it has rows; its No Records notice beside it, spoken as it appears.
  const empty = !loading && shown.length === 0;
  const c = m.columns;
  return (
    <Stack space="lg">
      <Heading level={1}>{m.heading}</Heading>
      <SearchField
        label={m.searchByCustomerName}
        value={search}
        disabled={loading}
        onValueChange={(text) => {
          send({ type: 'list.search', text });
          keepSearch(text);
        }}
      />
      {state.matches('failed') ? (
        <Alert tone="critical" heading={m.heading} scrollIntoViewOnShow={false}>
          {m.missingList}
        </Alert>
      ) : empty ? null : (
        <DataTable<QuoteRequest>
          label={m.heading}
          columns={[
            {
              id: 'requestNumber',
              header: c.requestNumber,
              value: (q) => q.requestNumber,
              cell: (q) => (
                <Button variant="link" onClick={() => setOpenId((current) => current ?? { id: q.id, key: Date.now() })}>
                  {q.requestNumber}
                </Button>
              ),
            },
            { id: 'date', header: c.date, value: (q) => q.createdDateDisplay },
            { id: 'customerNumber', header: c.customerNumber, value: (q) => q.customerNumber },
            { id: 'customerName', header: c.customerName, value: (q) => q.customerName, cell: (q) => <HighlightMatch text={q.customerName} query={search} /> },
            { id: 'poNumber', header: c.poNumber, value: (q) => q.poNumber },
            { id: 'orderedBy', header: c.orderedBy, value: (q) => q.orderedBy },
          ]}
          rows={shown}
          getRowId={(q) => String(q.id)}
          loading={loading}
          loadingMessage={m.loading}
        />
      )}
      <SpokenEmptyState shown={empty && !state.matches('failed')} heading={m.heading} text={m.noRecords} headingLevel={2} />
      {openId && <QuoteRequestDialog key={openId.key} id={openId.id} onClose={() => setOpenId(undefined)} />}
      <ErrorDialog error={error} onAcknowledge={() => send({ type: 'error.acknowledge' })} />
    </Stack>
  );
}
