import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { ThemeProvider, themeNames } from '../theme';
import { Alert } from './Alert';
import { alertTones } from './Alert.css';

/**
 * An Alert is an inline, optionally dismissible message: errors red (`critical`), information
 * blue (`info`), success (`positive`) and warnings (`caution`). A new alert scrolls itself into
 * view, smoothly unless the user prefers reduced motion.
 *
 * **When to use:** the result of a submission, a problem with the page, a server message that
 * must stay until read. Give each new message a new React `key` so it scrolls into view again.
 *
 * **When not to use:** for a passing confirmation that needs no action (use Toast), or for an
 * error on one field (pass `error` to the field).
 */
const meta = {
  title: 'Feedback/Alert',
  component: Alert,
  args: { tone: 'critical', children: 'Please select an address to use.' },
  argTypes: { tone: { control: 'inline-radio', options: alertTones } },
} satisfies Meta<typeof Alert>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Please select an address to use.',
    );
  },
};

export const Playground: Story = {
  args: { onDismiss: fn(), heading: 'Could not add all items to cart' },
};

export const Info: Story = {
  args: { tone: 'info', children: 'Submit Successful' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Submit Successful');
  },
};

export const Dismissible: Story = {
  args: { onDismiss: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Dismiss' }));
    await expect(args.onDismiss).toHaveBeenCalledTimes(1);
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

export const KeyboardDismiss: Story = {
  args: { onDismiss: fn() },
  play: async ({ canvasElement, args }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('button', { name: 'Dismiss' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onDismiss).toHaveBeenCalledTimes(1);
  },
};

/** A message added far below the fold is scrolled into view when it appears. */
export const ScrollsIntoView: Story = {
  render: function ScrollsIntoView(args) {
    const [messages, setMessages] = useState<string[]>([]);
    return (
      <div>
        <Button onClick={() => setMessages((list) => [...list, `Message ${list.length + 1}`])}>
          Show message
        </Button>
        <div style={{ height: 2000 }} />
        {messages.map((text) => (
          <Alert key={text} {...args}>
            {text}
          </Alert>
        ))}
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Show message' }));
    const alert = await canvas.findByRole('alert');
    await waitFor(() => {
      const box = alert.getBoundingClientRect();
      expect(box.top).toBeGreaterThanOrEqual(0);
      expect(box.bottom).toBeLessThanOrEqual(window.innerHeight);
    });
  },
};

export const Matrix: Story = {
  render: () => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' }}>
      {themeNames.map((theme) => (
        <ThemeProvider key={theme} theme={theme}>
          <div style={{ display: 'grid', gap: 8, padding: 12 }}>
            {alertTones.map((tone) => (
              <Alert
                key={tone}
                tone={tone}
                heading={`${theme} ${tone}`}
                onDismiss={() => {}}
                scrollIntoViewOnShow={false}
              >
                Sorry, but no shipping methods are available.
              </Alert>
            ))}
          </div>
        </ThemeProvider>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('button', { name: 'Dismiss' })).toHaveLength(
      themeNames.length * 4,
    );
  },
};
