import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ThemeProvider, themeNames } from '../theme';
import { DescriptionList } from './DescriptionList';
import { descriptionListLayouts, descriptionListSizes } from './DescriptionList.css';

const userInfo = [
  { term: 'User Name', description: 'jsmith.designer' },
  { term: '10 Character ID', description: 'jsmith.des' },
  { term: 'First Name', description: 'Jane' },
  { term: 'Middle Name', description: null },
  { term: 'Last Name', description: 'Smith' },
  { term: 'Status', description: 'Active' },
  { term: 'AD Status', description: 'Does Not Exist' },
];

/**
 * DescriptionList shows read-only field/value pairs: My Account, the product view's General
 * panel, a user's details in view mode.
 *
 * **When to use:** values the user reads but does not edit here.
 *
 * **When not to use:** for tabular data with many records (use DataTable), or for editable
 * values (use the form fields with `readOnly` when the user expects to copy or tab through them).
 */
const meta = {
  title: 'Structure/DescriptionList',
  component: DescriptionList,
  args: { items: userInfo, 'aria-label': 'User Info' },
  argTypes: {
    layout: { control: 'inline-radio', options: descriptionListLayouts },
    size: { control: 'inline-radio', options: descriptionListSizes },
  },
} satisfies Meta<typeof DescriptionList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const terms = canvas.getAllByRole('term');
    await expect(terms).toHaveLength(userInfo.length);
    await expect(canvas.getAllByRole('definition')[0]).toHaveTextContent('jsmith.designer');
  },
};

export const Playground: Story = {};

/** An empty value reads as an em dash rather than leaving a hole. */
export const EmptyValue: Story = {
  play: async ({ canvasElement }) => {
    const middle = within(canvasElement).getAllByRole('definition')[3];
    await expect(middle).toHaveTextContent('—');
  },
};

export const Inline: Story = {
  args: { layout: 'inline' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('AD Status')).toBeVisible();
  },
};

export const Matrix: Story = {
  render: () => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' }}>
      {themeNames.map((theme) => (
        <ThemeProvider key={theme} theme={theme}>
          <div style={{ display: 'grid', gap: 12, padding: 12 }}>
            {descriptionListLayouts.map((layout) => (
              <DescriptionList
                key={layout}
                layout={layout}
                size={layout === 'inline' ? 'sm' : 'md'}
                aria-label={`${theme} ${layout}`}
                items={userInfo.slice(0, 4)}
              />
            ))}
          </div>
        </ThemeProvider>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('dl')).toHaveLength(themeNames.length * 3);
  },
};
