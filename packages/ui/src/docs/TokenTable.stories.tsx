import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { vars } from '../theme/contract.css';
import { themeNames, themeTokens } from '../theme/themes.css';
import { TokenTable, type TokenGroup } from './TokenTable';

const groups = Object.keys(vars) as TokenGroup[];

/** Counts the leaves of a token tree: one table row each. */
function leaves(tree: object): number {
  return Object.values(tree).reduce<number>((count, node) => count + (typeof node === 'object' && node ? leaves(node) : 1), 0);
}

/**
 * The table behind **Docs/Tokens**: one row per token, one column per theme, each cell inside its
 * theme's class. These stories keep that page honest as the contract grows.
 */
const meta = {
  title: 'Docs/Token table',
  component: TokenTable,
  args: { group: 'color' },
  argTypes: { group: { control: 'select', options: groups } },
} satisfies Meta<typeof TokenTable>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table');
    await expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Token', ...themeNames]);
    const accent = within(table).getByRole('rowheader', { name: 'vars.color.accent' }).closest('tr')!;
    for (const theme of themeNames) await expect(accent).toHaveTextContent(themeTokens[theme].color.accent);
  },
};

export const Playground: Story = {};

/** Every group of the contract, every token, every theme. */
export const EveryGroup: Story = {
  render: () => (
    <>
      {groups.map((group) => (
        <section key={group} aria-label={group}>
          <TokenTable group={group} />
        </section>
      ))}
    </>
  ),
  play: async ({ canvasElement }) => {
    for (const group of groups) {
      const section = within(canvasElement).getByRole('region', { name: group });
      await expect(within(section).getAllByRole('rowheader')).toHaveLength(leaves(vars[group]));
    }
  },
};
