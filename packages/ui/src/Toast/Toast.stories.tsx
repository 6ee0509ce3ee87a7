import { useEffect } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { inlineForReview, noMarginForReview } from '../Dialog/review.css';
import { ThemeProvider, themeNames } from '../theme';
import { ToastProvider, useToast, type ToastOptions } from './Toast';
import { toastTones } from './Toast.css';

function ShowToastButton(props: ToastOptions & { label?: string }) {
  const { showToast } = useToast();
  const { label = 'Copy item', ...toast } = props;
  return <Button onClick={() => showToast(toast)}>{label}</Button>;
}

/**
 * Toast shows a short, passing notification on Radix Toast: "Submit Successful", the wish
 * list's "item copied" notice. Mount one `ToastProvider` inside the ThemeProvider and call
 * `useToast().showToast({ title, tone })` from anywhere below it. It pauses while hovered or
 * focused; F8 jumps to it.
 *
 * **When to use:** to confirm something the user just did, when nothing more is needed from them.
 *
 * **When not to use:** for errors the user must act on or read (use Alert, which stays), or for
 * anything that needs a decision (use ConfirmDialog).
 */
const meta = {
  title: 'Feedback/Toast',
  component: ShowToastButton,
  args: {
    title: 'Item copied',
    description: 'The item was copied to Kitchen remodel.',
    tone: 'positive',
  },
  argTypes: { tone: { control: 'inline-radio', options: toastTones } },
  decorators: [
    (Story) => (
      <ToastProvider>
        <Story />
      </ToastProvider>
    ),
  ],
} satisfies Meta<typeof ShowToastButton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Copy item' }));
    const title = await screen.findByText('Item copied');
    await expect(title.closest('[data-tone]')).toHaveAttribute('data-tone', 'positive');
    await expect(title.closest('[data-tone]')).toHaveTextContent(
      'The item was copied to Kitchen remodel.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(screen.queryByText('Item copied')).toBeNull());
  },
};

export const Playground: Story = {};

export const SubmitSuccessful: Story = {
  args: { title: 'Submit Successful', description: undefined, label: 'Submit' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Submit' }));
    await expect(await screen.findByText('Submit Successful')).toBeVisible();
  },
};

/** It leaves on its own after its duration. */
export const Expires: Story = {
  args: { duration: 300 },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Copy item' }));
    await expect(await screen.findByText('Item copied')).toBeVisible();
    await waitFor(() => expect(screen.queryByText('Item copied')).toBeNull(), { timeout: 3000 });
  },
};

/** Keyboard: F8 moves focus to the notifications; Tab reaches Dismiss; Enter closes it. */
export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await screen.findByText('Item copied');
    await userEvent.keyboard('[F8]');
    const region = screen.getByRole('region', { name: 'Notifications (F8)' });
    await waitFor(() => expect(region.contains(document.activeElement)).toBe(true));
    await userEvent.tab();
    await expect(document.activeElement).toHaveAttribute('data-tone', 'positive');
    await userEvent.tab();
    await expect(screen.getByRole('button', { name: 'Dismiss' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByText('Item copied')).toBeNull());
    await expect(within(canvasElement).getByRole('button', { name: 'Copy item' })).toBeVisible();
  },
};

function ShowAllTones() {
  const { showToast } = useToast();
  return (
    <Button
      onClick={() =>
        toastTones.forEach((tone) =>
          showToast({
            title: `${tone} toast`,
            description: 'Submit Successful',
            tone,
            duration: 60_000,
          }),
        )
      }
    >
      Show all
    </Button>
  );
}

/** Every tone open at once, so axe checks their contrast. */
export const AllTones: Story = {
  render: () => <ShowAllTones />,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Show all' }));
    await expect(await screen.findByText('critical toast')).toBeVisible();
  },
};

function ShowOnMount() {
  const { showToast } = useToast();
  useEffect(() => {
    toastTones.forEach((tone) =>
      showToast({
        title: `${tone} toast`,
        description: 'Submit Successful',
        tone,
        duration: Infinity,
      }),
    );
  }, [showToast]);
  return null;
}

/** One provider per theme with its corner laid out inline, all tones open, for review. */
export const Matrix: Story = {
  render: () => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' }}>
      {themeNames.map((theme) => (
        <ThemeProvider key={theme} theme={theme}>
          <ToastProvider
            viewportClassName={`${inlineForReview} ${noMarginForReview}`}
            label={`${theme} notifications ({hotkey})`}
          >
            <ShowOnMount />
          </ToastProvider>
        </ThemeProvider>
      ))}
    </div>
  ),
  play: async () => {
    await waitFor(() =>
      expect(screen.getAllByText('critical toast')).toHaveLength(themeNames.length),
    );
  },
};
