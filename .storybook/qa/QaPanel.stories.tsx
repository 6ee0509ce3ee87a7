import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { QaState } from './protocol';
import { QaPanelView } from './QaPanelView';

/**
 * The QA panel's content as Storybook's "QA: calls and faults" panel shows it for the story on
 * screen (the panel itself lives in the manager: .storybook/manager.tsx).
 */
const state: QaState = {
  callIds: ['checkout.initialData', 'checkout.placeOrder', 'checkout.summary'],
  faultKinds: ['latency', '400', '401', '404', '409', '500', 'network', 'malformed'],
  panelFaults: { 'checkout.summary': '500' },
  storyFaults: ['checkout.initialData'],
  calls: [
    {
      id: 1,
      call: 'checkout.placeOrder',
      method: 'POST',
      url: 'http://localhost/Checkout/PlaceOrder',
      payload: 'SelectedShippingAddress.AddressLine1=418+Maple+Grove+Ln',
      status: 200,
      reply: '{"success":true,"order":{"epiOrderNumber":"JN-104201"}}',
      fault: null,
    },
    {
      id: 2,
      call: 'checkout.summary',
      method: 'POST',
      url: 'http://localhost/Checkout/Summary',
      payload: '',
      status: 0,
      reply: '',
      fault: 'network',
    },
  ],
};

const meta = {
  title: 'Tools/QA Panel',
  component: QaPanelView,
  tags: ['!autodocs'],
  args: { state, onInject: fn(), onClearFaults: fn(), onResetData: fn() },
} satisfies Meta<typeof QaPanelView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Inject a fault into one call; the calls the story made, with payloads and replies. */
export const CallsAndFaults: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const inject = canvas.getByRole('button', { name: 'Inject fault' });
    await expect(inject).toBeDisabled();
    await userEvent.selectOptions(
      canvas.getByRole('combobox', { name: 'Call' }),
      'checkout.placeOrder',
    );
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Fault' }), '409');
    await userEvent.click(inject);
    await expect(args.onInject).toHaveBeenCalledWith('checkout.placeOrder', '409');
    await expect(
      canvas.getByText('Active: checkout.summary (500) The story sets: checkout.initialData.', {
        normalizer: (t) => t.replace(/\s+/g, ' ').trim(),
      }),
    ).toBeVisible();
    const calls = within(canvas.getByRole('table', { name: 'Calls the story made' }));
    await expect(calls.getByRole('rowheader', { name: /checkout\.placeOrder/ })).toBeVisible();
    await expect(calls.getByText(/418\+Maple\+Grove\+Ln/)).toBeVisible();
    await expect(calls.getByText(/JN-104201/)).toBeVisible();
    await expect(calls.getByText('network error')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Clear faults' }));
    await expect(args.onClearFaults).toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Reset demo data' }));
    await expect(args.onResetData).toHaveBeenCalled();
  },
};
