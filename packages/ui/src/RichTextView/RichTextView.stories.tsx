import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ThemeProvider, themeNames } from '../theme';
import { RichTextView } from './RichTextView';
import { richTextSizes } from './RichTextView.css';
import { sanitizeHtml } from './sanitizeHtml';

const description = `
  <h3>Shaker Base Cabinet</h3>
  <p>Solid maple face frame with a <strong>full-overlay</strong> door and <em>soft-close</em> hinges.</p>
  <ul><li>Adjustable shelf</li><li>Plywood box</li></ul>
  <p><a href="https://example.com/warranty" target="_blank">Limited lifetime warranty</a></p>`;

const hostile = `
  <p>Safe text</p>
  <img src="x" alt="" onerror="window.__pwned = true">
  <script>window.__pwned = true</script>
  <a href="javascript:window.__pwned = true">Click me</a>
  <iframe src="https://example.com"></iframe>
  <p style="position:fixed;inset:0">Styled</p>`;

/**
 * RichTextView shows HTML from the server (product descriptions, location page text, SOW
 * instructions) after sanitising it with DOMPurify; `sanitizeHtml` is exported for other uses.
 *
 * **When to use:** any HTML that comes from data.
 *
 * **When not to use:** for text you write in code (use JSX), or for editing (use RichTextEditor).
 */
const meta = {
  title: 'Content/RichTextView',
  component: RichTextView,
  args: { html: description },
  argTypes: { size: { control: 'inline-radio', options: richTextSizes } },
} satisfies Meta<typeof RichTextView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Shaker Base Cabinet' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Limited lifetime warranty' })).toHaveAttribute(
      'rel',
      'noopener noreferrer',
    );
  },
};

export const Playground: Story = {};

/** Scripts, handlers, javascript: links, frames and inline styles never reach the page. */
export const Sanitised: Story = {
  args: { html: hostile, 'aria-label': 'Description' },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Description' });
    await expect(region).toHaveTextContent('Safe text');
    await expect(region.querySelector('script, iframe, [onerror], [style]')).toBeNull();
    await expect(within(region).getByText('Click me')).not.toHaveAttribute(
      'href',
      expect.stringContaining('javascript'),
    );
    await expect((window as { __pwned?: boolean }).__pwned).toBeUndefined();
    await expect(sanitizeHtml('<b onclick="x()">bold</b>')).toBe('<b>bold</b>');
  },
};

export const Matrix: Story = {
  render: () => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' }}>
      {themeNames.map((theme) => (
        <ThemeProvider key={theme} theme={theme}>
          <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 12, padding: 12 }}>
            {richTextSizes.map((size) => (
              <RichTextView
                key={size}
                size={size}
                html={description}
                aria-label={`${theme} ${size}`}
              />
            ))}
          </div>
        </ThemeProvider>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('region')).toHaveLength(themeNames.length * 2);
  },
};
