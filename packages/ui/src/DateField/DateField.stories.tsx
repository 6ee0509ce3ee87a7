import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { ThemeProvider, themeNames } from '../theme';
import { DateField } from './DateField';
import { dateFieldSizes } from './DateField.css';

/** A fixed Monday so the stories do not depend on today's date. */
const monday = new Date(2025, 5, 9);

/**
 * DateField takes a date typed as MM-DD-YYYY or picked from a calendar (react-day-picker in a
 * Radix Popover), in the usual Field frame. `weekdaysOnly` refuses Saturdays and Sundays in both
 * ways; `minDate`/`maxDate` bound it. Bad text stays in the box with a message, and
 * `onValueChange` only ever receives a valid, allowed date (or `null` when emptied).
 *
 * **When to use:** any single date: a holiday, a bid's start date, a report's start and end.
 *
 * **When not to use:** for a time of day, or for a date the user would rather choose from a
 * short list of options (use Select).
 */
const meta = {
  title: 'Forms/DateField',
  component: DateField,
  args: { label: 'Start Date', defaultValue: monday, onValueChange: fn() },
  argTypes: { size: { control: 'inline-radio', options: dateFieldSizes } },
} satisfies Meta<typeof DateField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Start Date' });
    await expect(input).toHaveValue('06-09-2025');
    await userEvent.click(canvas.getByRole('button', { name: 'Choose date' }));
    const calendar = await screen.findByRole('dialog', { name: 'Choose date' });
    await userEvent.click(within(calendar).getByRole('button', { name: /June 12, 2025/ }));
    await expect(args.onValueChange).toHaveBeenCalledWith(new Date(2025, 5, 12));
    await expect(input).toHaveValue('06-12-2025');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

export const Playground: Story = {};

export const Typed: Story = {
  args: { defaultValue: null },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Start Date' });
    await userEvent.type(input, '6/10/2025');
    await userEvent.tab();
    await expect(args.onValueChange).toHaveBeenCalledWith(new Date(2025, 5, 10));
    await expect(input).toHaveValue('06-10-2025');
  },
};

/** Masked: the MM-DD-YYYY mask (99-99-9999) takes digits only and places the dashes while typing. */
export const Masked: Story = {
  args: { defaultValue: null, masked: true },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Start Date' });
    await userEvent.type(input, 'June');
    await expect(input).toHaveValue('');
    await userEvent.type(input, '6/10/2025');
    await expect(input).toHaveValue('06-10-2025');
    await userEvent.type(input, '9');
    await expect(input).toHaveValue('06-10-2025');
    await userEvent.tab();
    await expect(args.onValueChange).toHaveBeenCalledWith(new Date(2025, 5, 10));
  },
};

/** Text that is not a date keeps the user's input and says what to type. */
export const InvalidText: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Start Date' });
    await userEvent.clear(input);
    await userEvent.type(input, '02-30-2025{Enter}');
    await expect(input).toHaveValue('02-30-2025');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Enter the date as MM-DD-YYYY.');
    await expect(args.onValueChange).not.toHaveBeenCalled();
  },
};

export const WeekdaysOnly: Story = {
  args: { weekdaysOnly: true, label: 'Requested delivery' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Requested delivery' });
    await userEvent.clear(input);
    await userEvent.type(input, '06-07-2025{Enter}');
    await expect(input).toHaveAccessibleDescription('Choose a weekday (Monday to Friday).');
    await userEvent.click(canvas.getByRole('button', { name: 'Choose date' }));
    const calendar = await screen.findByRole('dialog');
    await expect(within(calendar).getByRole('button', { name: /June 14, 2025/ })).toBeDisabled();
    await userEvent.click(within(calendar).getByRole('button', { name: /June 13, 2025/ }));
    await expect(args.onValueChange).toHaveBeenCalledWith(new Date(2025, 5, 13));
    await expect(input).not.toHaveAttribute('aria-invalid');
  },
};

export const Bounded: Story = {
  args: { minDate: new Date(2025, 5, 2), maxDate: new Date(2025, 5, 30) },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox');
    await userEvent.clear(input);
    await userEvent.type(input, '07-01-2025{Enter}');
    await expect(input).toHaveAccessibleDescription('Choose a date on or before 06-30-2025.');
  },
};

export const Emptied: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox');
    await userEvent.clear(input);
    await userEvent.tab();
    await expect(args.onValueChange).toHaveBeenCalledWith(null);
  },
};

export const Required: Story = {
  args: { required: true, hint: 'MM-DD-YYYY' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox')).toBeRequired();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox')).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Choose date' })).toBeDisabled();
  },
};

export const ReadOnly: Story = {
  args: { readOnly: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox')).toHaveAttribute('readonly');
    await expect(canvas.getByRole('button', { name: 'Choose date' })).toBeDisabled();
  },
};

/** Keyboard: the calendar opens on the chosen day; arrows move by day, Enter picks, focus returns. */
export const Keyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('textbox')).toHaveFocus();
    await userEvent.tab();
    const trigger = canvas.getByRole('button', { name: 'Choose date' });
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('button', { name: /June 9, 2025/ })).toHaveFocus());
    await userEvent.keyboard('{ArrowRight}{ArrowDown}');
    await expect(screen.getByRole('button', { name: /June 17, 2025/ })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onValueChange).toHaveBeenCalledWith(new Date(2025, 5, 17));
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(canvas.getByRole('textbox')).toHaveValue('06-17-2025');
  },
};

/** Left open so axe checks the calendar in each theme run. */
export const CalendarOpen: Story = {
  args: { weekdaysOnly: true },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Choose date' }));
    const grid = await screen.findByRole('grid');
    await waitFor(() => expect(grid).toBeVisible());
  },
};

export const Matrix: Story = {
  render: () => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' }}>
      {themeNames.map((theme) => (
        <ThemeProvider key={theme} theme={theme}>
          <div style={{ display: 'grid', gap: 8, padding: 12 }}>
            {dateFieldSizes.map((size) => (
              <DateField key={size} size={size} label={`${theme} ${size}`} defaultValue={monday} />
            ))}
            <DateField label={`${theme} disabled`} disabled defaultValue={monday} />
            <DateField label={`${theme} invalid`} error="Enter the date as MM-DD-YYYY." required />
          </div>
        </ThemeProvider>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('textbox')).toHaveLength(themeNames.length * 4);
  },
};
