import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ThemeProvider, themeNames } from '../theme';
import { RichTextEditor } from './RichTextEditor';
import { richTextEditorHeights } from './RichTextEditor.css';

const proposal =
  '<p>Contractor will supply and install:</p><ul><li>Base cabinets</li><li>Wall cabinets</li></ul>';

const lastHtml = (mock: unknown) => {
  const calls = (mock as { mock: { calls: unknown[][] } }).mock.calls;
  return String(calls[calls.length - 1]?.[0] ?? '');
};

/**
 * RichTextEditor edits formatted text (Lexical) inside the usual Field frame: bold, italic,
 * underline, bulleted and numbered lists, undo and redo. HTML goes in (`value`/`defaultValue`)
 * and comes out (`onValueChange`). Show the result with RichTextView, which sanitises it.
 *
 * **When to use:** the specs' rich-text fields: SEO description, location page description,
 * SOW instructions, contractor's proposal.
 *
 * **When not to use:** for plain notes (use TextArea), or anywhere formatting would be lost on
 * the way out.
 */
const meta = {
  title: 'Forms/RichTextEditor',
  component: RichTextEditor,
  args: { label: 'Description', onValueChange: fn() },
  argTypes: { height: { control: 'inline-radio', options: richTextEditorHeights } },
} satisfies Meta<typeof RichTextEditor>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const editor = canvas.getByRole('textbox', { name: 'Description' });
    await userEvent.click(editor);
    await userEvent.click(canvas.getByRole('button', { name: 'Bold' }));
    await userEvent.keyboard('Soft-close');
    await waitFor(() =>
      expect(lastHtml(args.onValueChange)).toMatch(/<(b|strong)[^>]*>.*Soft-close/),
    );
    await expect(canvas.getByRole('button', { name: 'Bold' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
};

/**
 * The HTML reported carries no style attribute: the site's CSP (`style-src-attr 'none'`) reports
 * every one wherever the HTML is parsed again (RichTextView), so Lexical's `white-space:
 * pre-wrap` runs are removed before the HTML leaves the editor.
 */
export const HtmlWithoutStyleAttributes: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('textbox', { name: 'Description' }));
    await userEvent.keyboard('Plain ');
    await userEvent.click(canvas.getByRole('button', { name: 'Italic' }));
    await userEvent.keyboard('slanted');
    await waitFor(() => expect(lastHtml(args.onValueChange)).toMatch(/<i[^>]*>.*slanted/));
    await expect(lastHtml(args.onValueChange)).toContain('Plain');
    await expect(lastHtml(args.onValueChange)).not.toMatch(/style=/i);
  },
};

export const Playground: Story = { args: { placeholder: 'Describe the location' } };

export const WithValue: Story = {
  args: { label: "Contractor's Proposal", defaultValue: proposal },
  play: async ({ canvasElement }) => {
    const editor = within(canvasElement).getByRole('textbox', { name: "Contractor's Proposal" });
    await expect(within(editor).getAllByRole('listitem')).toHaveLength(2);
  },
};

/** Loading a value is not an edit: nothing is reported until the user changes the text. */
export const ValueIsNotAnEdit: Story = {
  args: { label: "Contractor's Proposal", value: proposal },
  play: async ({ canvasElement, args }) => {
    const editor = within(canvasElement).getByRole('textbox', { name: "Contractor's Proposal" });
    await waitFor(() => expect(within(editor).getAllByRole('listitem')).toHaveLength(2));
    await expect(args.onValueChange).not.toHaveBeenCalled();
    await userEvent.click(editor);
    await userEvent.keyboard('Tall');
    await waitFor(() => expect(lastHtml(args.onValueChange)).toMatch(/Tall/));
  },
};

export const BulletedList: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('textbox'));
    await userEvent.click(canvas.getByRole('radio', { name: 'Bulleted list' }));
    await userEvent.keyboard('Hinges');
    await waitFor(() => expect(lastHtml(args.onValueChange)).toMatch(/<ul[^>]*>.*Hinges/));
  },
};

export const Placeholder: Story = {
  args: { placeholder: 'Describe the location' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Describe the location')).toBeVisible();
  },
};

export const ReadOnly: Story = {
  args: { readOnly: true, defaultValue: proposal },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox')).toHaveAttribute('contenteditable', 'false');
    await expect(canvas.getByRole('button', { name: 'Bold' })).toBeDisabled();
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: proposal },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox')).toHaveAttribute(
      'contenteditable',
      'false',
    );
  },
};

export const WithError: Story = {
  args: { required: true, error: 'Enter a description', hint: 'Shown on the location page.' },
  play: async ({ canvasElement }) => {
    const editor = within(canvasElement).getByRole('textbox', { name: 'Description' });
    await expect(editor).toHaveAttribute('aria-invalid', 'true');
    await expect(editor).toHaveAttribute('aria-required', 'true');
    await expect(editor).toHaveAccessibleDescription(
      'Shown on the location page. Enter a description',
    );
  },
};

/** Keyboard: the toolbar is one tab stop (arrows move), then the text; Ctrl+B and Ctrl+Z work. */
export const Keyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Bold' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('button', { name: 'Italic' })).toHaveFocus();
    await userEvent.tab();
    const editor = canvas.getByRole('textbox');
    await expect(editor).toHaveFocus();
    await userEvent.keyboard('{Control>}b{/Control}Oak');
    await waitFor(() => expect(lastHtml(args.onValueChange)).toMatch(/<(b|strong)[^>]*>.*Oak/));
    await userEvent.keyboard('{Control>}z{/Control}');
    await waitFor(() => expect(lastHtml(args.onValueChange)).not.toContain('Oak'));
  },
};

export const Matrix: Story = {
  render: () => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' }}>
      {themeNames.map((theme) => (
        <ThemeProvider key={theme} theme={theme}>
          <div style={{ display: 'grid', gap: 8, padding: 12 }}>
            <RichTextEditor label={`${theme} editor`} defaultValue={proposal} height="sm" />
            <RichTextEditor
              label={`${theme} invalid`}
              error="Enter a description"
              height="sm"
              required
            />
          </div>
        </ThemeProvider>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('textbox')).toHaveLength(themeNames.length * 2);
  },
};

/**
 * `maxLength` (issue 36): a paste that would take the visible text over the limit is refused as a
 * whole (the content and the HTML reported stay as they were) and `onTooLong` is called so the
 * page can show the field's message; typing up to the limit is taken.
 */
export const MaxLengthRefusesOverlongPaste: Story = {
  args: { maxLength: 20, onTooLong: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const editor = canvas.getByRole('textbox', { name: 'Description' });
    await userEvent.click(editor);
    await userEvent.keyboard('Twelve chars');
    await waitFor(() => expect(lastHtml(args.onValueChange)).toContain('Twelve chars'));
    await userEvent.paste(' and nine more');
    await waitFor(() => expect(args.onTooLong).toHaveBeenCalledTimes(1));
    await expect(editor).toHaveTextContent(/^Twelve chars$/);
    await expect(lastHtml(args.onValueChange)).not.toContain('nine');
    await userEvent.paste(' 1234567');
    await waitFor(() => expect(lastHtml(args.onValueChange)).toContain('Twelve chars 1234567'));
    await expect(args.onTooLong).toHaveBeenCalledTimes(1);
  },
};
