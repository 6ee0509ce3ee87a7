import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { deferredSelectFrom } from './deferredParts';

/**
 * The product page's trait chooser whose list arrives after the first view (issue 33): here its
 * code is held until the story lets it through, so the shopper's click lands on the closed box.
 */
let release: () => void = () => undefined;
const arrived = new Promise<void>((resolve) => {
  release = resolve;
});
const HeldSelect = deferredSelectFrom(() => arrived.then(() => import('@joinery/ui/Select')));

function Chooser() {
  const [value, setValue] = useState('');
  return (
    <>
      <HeldSelect
        label="Door Style"
        required
        placeholder="Choose a value"
        options={[
          { value: '0', label: 'Shaker' },
          { value: '1', label: 'Slab' },
        ]}
        value={value}
        onValueChange={setValue}
      />
      <p>Chosen: {value || 'nothing'}</p>
    </>
  );
}

const meta = {
  title: 'Pages/Storefront/Deferred parts',
  component: Chooser,
} satisfies Meta<typeof Chooser>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A click on the closed box before the list's code arrives opens the list when it does, and the
 * shopper's first click on an option chooses it (it was swallowed when the box opened the list by
 * a programmatic click, which Radix takes for a pointer down at 0, 0).
 */
export const ClickedBeforeItsCodeArrives: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('combobox', { name: /^Door Style/ }));
    await expect(screen.queryByRole('listbox')).toBeNull();
    release();
    await userEvent.click(await screen.findByRole('option', { name: 'Slab' }));
    await waitFor(() => expect(canvas.getByText('Chosen: 1')).toBeVisible());
    await expect(canvas.getByRole('combobox', { name: /^Door Style/ })).toHaveTextContent('Slab');
  },
};
