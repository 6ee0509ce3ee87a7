// The checks' app: one case per `?case=`, each as an app developer writes it.
import '@joinery/ui/styles.css';
import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import { Button, DataTable, DateField, Dialog, TextField, ThemeProvider, type ThemeName } from '@joinery/ui';

interface Order {
  id: string;
  customer: string;
  total: number;
}
const orders: Order[] = Array.from({ length: 10_000 }, (_, index) => ({
  id: String(index + 1),
  customer: `Customer ${index + 1}`,
  total: (index * 37) % 1000,
}));

function DialogCase() {
  return (
    <Dialog.Root>
      <Dialog.Trigger asChild>
        <Button>Edit address</Button>
      </Dialog.Trigger>
      <Dialog.Content title="Edit address" description="Where the order goes." footer={<Dialog.Close asChild><Button>Done</Button></Dialog.Close>}>
        <TextField label="Street" />
        <TextField label="City" />
      </Dialog.Content>
    </Dialog.Root>
  );
}

function DateCase() {
  const [date, setDate] = useState<Date | null>(null);
  return (
    <>
      <DateField label="Delivery date" onValueChange={setDate} />
      <output data-testid="chosen">{date ? date.toISOString().slice(0, 10) : 'none'}</output>
    </>
  );
}

const cases: Record<string, () => React.ReactNode> = {
  button: () => <Button>Save</Button>,
  dialog: () => <DialogCase />,
  table: () => (
    <DataTable
        label="Orders"
        maxHeight="400px"
        rows={orders}
        getRowId={(order) => order.id}
        columns={[
          { id: 'customer', header: 'Customer', value: (order) => order.customer },
          { id: 'total', header: 'Total', value: (order) => order.total, align: 'end' },
        ]}
      />
  ),
  date: () => <DateCase />,
};

const query = new URLSearchParams(location.search);
const which = query.get('case') ?? 'button';
const render = cases[which] ?? cases['button']!;
// Bad input on purpose: `?theme=unknown` names a theme that does not exist, `?provider=none`
// leaves ThemeProvider out.
const theme = (query.get('theme') ?? 'staff') as ThemeName;
createRoot(document.getElementById('root')!).render(
  query.get('provider') === 'none' ? render() : <ThemeProvider theme={theme}>{render()}</ThemeProvider>,
);
