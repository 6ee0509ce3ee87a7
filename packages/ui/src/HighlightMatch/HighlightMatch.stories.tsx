import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ThemeProvider, themeNames } from '../theme';
import { HighlightMatch } from './HighlightMatch';
import { highlightEmphases } from './HighlightMatch.css';
import { highlightModes } from './findMatches';

/**
 * HighlightMatch marks the part of a result that matched the search, in a `<mark>`: the
 * matched prefix on name searches, every occurrence on "contains" filters. Case-insensitive;
 * the original casing is kept.
 *
 * **When to use:** in result lists and table cells under a SearchField.
 *
 * **When not to use:** to emphasise text for any other reason (use strong/em).
 */
const meta = {
  title: 'Forms/HighlightMatch',
  component: HighlightMatch,
  args: { text: 'Walnut Base Cabinet', query: 'wal' },
  argTypes: {
    mode: { control: 'inline-radio', options: highlightModes },
    emphasis: { control: 'inline-radio', options: highlightEmphases },
  },
} satisfies Meta<typeof HighlightMatch>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const marks = canvasElement.querySelectorAll('mark');
    await expect(marks).toHaveLength(1);
    await expect(marks[0]).toHaveTextContent(/^Wal$/);
  },
};

export const Playground: Story = {};

export const Substring: Story = {
  args: { text: 'Kitchen remodel, kitchen island', query: 'kitchen', mode: 'substring' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('mark')).toHaveLength(2);
  },
};

export const NoMatch: Story = {
  args: { query: 'oak' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('mark')).toBeNull();
    await expect(canvasElement).toHaveTextContent('Walnut Base Cabinet');
  },
};

export const Matrix: Story = {
  render: () => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' }}>
      {themeNames.map((theme) => (
        <ThemeProvider key={theme} theme={theme}>
          <ul style={{ margin: 0, padding: 12, listStyle: 'none' }}>
            {highlightEmphases.map((emphasis) =>
              highlightModes.map((mode) => (
                <li key={`${emphasis}-${mode}`}>
                  <HighlightMatch
                    text={`Walnut ${mode} walnut`}
                    query="walnut"
                    mode={mode}
                    emphasis={emphasis}
                  />
                </li>
              )),
            )}
          </ul>
        </ThemeProvider>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('mark')).toHaveLength(themeNames.length * 6);
  },
};
