import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { demoAccessToken } from '@joinery/mocks/handlers/staff/staffSession';
import { BackOfficeStory } from '../storySupport';
import { MyAccount } from './MyAccount';

function MyAccountStory({ persona }: { persona: 'all-roles' | 'catalogue' | 'unknown' }) {
  return (
    <BackOfficeStory persona={persona} accessToken={demoAccessToken(persona)} location="/MyAccount">
      {(navigation) => (navigation.location === '/MyAccount' ? <MyAccount /> : <p>Back on {navigation.location}</p>)}
    </BackOfficeStory>
  );
}

const meta = {
  title: 'Pages/Staff/My Account',
  component: MyAccountStory,
  args: { persona: 'all-roles' },
  argTypes: { persona: { control: { type: 'select' }, options: ['all-roles', 'catalogue', 'unknown'] } },
  globals: { theme: 'staff' },
} satisfies Meta<typeof MyAccountStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The four read-only sections from the profile the shell holds; the ID is the user name's first 10 characters. */
export const Default: Story = {
  tags: ['screenshot'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const section of ['User Info', 'Contact Info', 'Address Info', 'Organizational Info']) {
      await expect(await canvas.findByRole('heading', { name: section })).toBeVisible();
    }
    const user = canvas.getByRole('region', { name: 'User Info' });
    await waitFor(() => expect(user).toHaveTextContent('alex.admin@joinery.example'));
    await expect(user).toHaveTextContent('alex.admin');
    await expect(canvas.getByRole('region', { name: 'Organizational Info' })).toHaveTextContent('6f1c9a52-2d0e-4c7b-9d4f-1a2b3c4d5e6f');
  },
};

export const Playground: Story = {};

/** Fields the profile leaves out read as a dash. */
export const SparseProfile: Story = {
  args: { persona: 'catalogue' },
  play: async ({ canvasElement }) => {
    const contact = await within(canvasElement).findByRole('region', { name: 'Contact Info' });
    await waitFor(() => expect(contact).toHaveTextContent('703-555-0120'));
    await expect(contact).toHaveTextContent('—');
  },
};

/** Cancel goes back in history. */
export const Cancel: Story = {
  render: () => (
    <BackOfficeStory persona="all-roles" accessToken={demoAccessToken('all-roles')} location="/ProductBricksList">
      {(navigation) =>
        navigation.location === '/MyAccount' ? (
          <MyAccount />
        ) : (
          <button type="button" onClick={() => navigation.navigate('/MyAccount')}>
            Open My Account from {navigation.location}
          </button>
        )
      }
    </BackOfficeStory>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: /Open My Account/ }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Cancel' }));
    await expect(await canvas.findByRole('button', { name: 'Open My Account from /ProductBricksList' })).toBeVisible();
  },
};
