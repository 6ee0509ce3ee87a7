import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ThemeProvider, themeNames } from '../theme';
import { FileField } from './FileField';
import { fileFieldSizes } from './FileField.css';

const xlsx = new File(['bricks'], 'Product_Bricks.xlsx', {
  type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
});
const csv = new File(['a,b'], 'Product_Bricks.csv', { type: 'text/csv' });

/**
 * FileField chooses a file restricted by extension (the imports take `.xlsx`), in the Field
 * frame, with optional upload progress (0–100) under it. A file of the wrong type is refused
 * with a message and `onInvalidFile`, and the choice is cleared.
 *
 * **When to use:** importing values or records from a spreadsheet, attaching a document.
 *
 * **When not to use:** for pasting text (use TextArea), or for choosing among files the server
 * already has (use Select).
 */
const meta = {
  title: 'Forms/FileField',
  component: FileField,
  args: { label: 'Import file', accept: ['.xlsx'], onFilesChange: fn(), onInvalidFile: fn() },
  argTypes: {
    size: { control: 'inline-radio', options: fileFieldSizes },
    progress: { control: { type: 'range', min: 0, max: 100 } },
  },
} satisfies Meta<typeof FileField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByLabelText('Import file');
    await expect(input).toHaveAttribute('accept', '.xlsx');
    await userEvent.upload(input, xlsx);
    await expect(args.onFilesChange).toHaveBeenCalledWith([xlsx]);
    await expect(args.onInvalidFile).not.toHaveBeenCalled();
  },
};

export const Playground: Story = {};

/** A file of another type is refused: the callback fires, a message shows, nothing is passed on. */
export const WrongExtension: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByLabelText('Import file');
    // `applyAccept: false` plays a user who switched the browser's dialog to "All files".
    await userEvent.upload(input, csv, { applyAccept: false });
    await expect(args.onInvalidFile).toHaveBeenCalledWith(csv);
    await expect(args.onFilesChange).not.toHaveBeenCalled();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(
      'Product_Bricks.csv is not an allowed file type. Choose a .xlsx file.',
    );
    await expect((input as HTMLInputElement).files).toHaveLength(0);
  },
};

export const Uploading: Story = {
  args: { progress: 45, progressLabel: 'Importing Data, please wait' },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', {
      name: 'Importing Data, please wait',
    });
    await expect(bar).toHaveAttribute('aria-valuenow', '45');
  },
};

export const Required: Story = {
  args: { required: true, hint: 'An .xlsx file with the columns Name and Code.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText(/Import file/)).toBeRequired();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Import file')).toBeDisabled();
  },
};

export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByLabelText('Import file')).toHaveFocus();
  },
};

export const Matrix: Story = {
  render: () => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' }}>
      {themeNames.map((theme) => (
        <ThemeProvider key={theme} theme={theme}>
          <div style={{ display: 'grid', gap: 8, padding: 12 }}>
            {fileFieldSizes.map((size) => (
              <FileField
                key={size}
                size={size}
                label={`${theme} ${size}`}
                accept={['.xlsx']}
                progress={60}
              />
            ))}
            <FileField label={`${theme} disabled`} disabled accept={['.xlsx']} />
            <FileField
              label={`${theme} invalid`}
              error="Product_Bricks.csv is not an allowed file type."
              accept={['.xlsx']}
            />
          </div>
        </ThemeProvider>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('progressbar')).toHaveLength(
      themeNames.length * 2,
    );
  },
};
