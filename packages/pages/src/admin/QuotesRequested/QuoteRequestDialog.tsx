import { useEffect } from 'react';
import { useMachine } from '@joinery/flows/react';
import { Button } from '@joinery/ui/Button';
import { DataTable } from '@joinery/ui/DataTable';
import { DescriptionList } from '@joinery/ui/DescriptionList';
import { Dialog } from '@joinery/ui/Dialog';
import { Heading } from '@joinery/ui/Heading';
import { Spinner } from '@joinery/ui/Spinner';
import { Stack } from '@joinery/ui/Stack';
import { quoteRequestDialogMachine, quotesRequestedMessages as m } from '@joinery/flows/admin/quoteRequests';
import { ErrorDialog } from '../../staff/ErrorDialog';
import { useLatest } from '../../staff/hooks/useLatest';

export interface QuoteRequestDialogProps {
  id: number;
  machine?: typeof quoteRequestDialogMachine;
  onClose: () => void;
}

/** The read-only Quote Request dialog (§2 Quotes Requested): the request, its items, status New. */
export function QuoteRequestDialog({ id, machine = quoteRequestDialogMachine, onClose }: QuoteRequestDialogProps) {
  const [state, send] = useMachine(machine, { input: { id } });
  const close = useLatest(onClose);
  useEffect(() => {
    if (state.status === 'done') close.current();
  }, [state.status, close]);
  if (state.matches('loading')) return <Spinner label={m.opening} />;
  if (state.matches('failed')) return <ErrorDialog error={state.context.error} onAcknowledge={() => send({ type: 'error.acknowledge' })} />;
  const quote = state.context.quote;
  if (!state.matches('open') || !quote) return null;
  const c = m.columns;
  return (
    <Dialog.Root open onOpenChange={(open) => !open && send({ type: 'quote.close' })}>
      <Dialog.Content
        title={m.dialogTitle}
        size="lg"
        closeLabel={m.close}
        footer={<Button onClick={() => send({ type: 'quote.close' })}>{m.close}</Button>}
      >
        <Stack space="lg">
          <DescriptionList
            layout="columns"
            items={[
              { term: c.requestNumber, description: quote.requestNumber },
              { term: c.date, description: quote.createdDateDisplay },
              { term: c.customerNumber, description: quote.customerNumber },
              { term: c.customerName, description: quote.customerName },
              { term: c.poNumber, description: quote.poNumber || '—' },
              { term: c.orderedBy, description: quote.orderedBy || '—' },
              { term: m.status, description: m.statusNew },
            ]}
          />
          <Heading level={3}>{m.items}</Heading>
          <DataTable
            label={m.items}
            columns={[
              { id: 'sku', header: m.itemColumns.sku, value: (i) => i.JoinerySKU },
              { id: 'productName', header: m.itemColumns.productName, value: (i) => i.productName },
              { id: 'quantity', header: m.itemColumns.quantity, value: (i) => i.quantity, align: 'end' },
            ]}
            rows={quote.quoteRequestItems}
            getRowId={(item) => item.JoinerySKU}
          />
        </Stack>
      </Dialog.Content>
    </Dialog.Root>
  );
}
