import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { demoAccessToken } from '@joinery/mocks/handlers/staff/staffSession';
import { descriptionsOf } from '../shared/storyQueries';
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

/**
 * The four read-only sections from the profile the shell holds, every field with its value; the
 * 10 Character ID is the user name's first 10 characters (labelled as the Users dialog and §2 call it).
 */
export const Default: Story = {
  tags: ['screenshot'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const section of ['User Info', 'Contact Info', 'Address Info', 'Organizational Info']) {
      await expect(await canvas.findByRole('heading', { name: section })).toBeVisible();
    }
    const section = (name: string) => descriptionsOf(canvas.getByRole('region', { name }));
    await waitFor(() => expect(section('User Info')['User Name']).toBe('alex.admin@joinery.example'));
    await expect(section('User Info')).toEqual({
      'User Name': 'alex.admin@joinery.example',
      '10 Character ID': 'alex.admin',
      'Principal Name': 'alex.admin@joinery.example',
      'First Name': 'Alex',
      'Middle Name': 'J.',
      'Last Name': 'Admin',
    });
    await expect(section('Contact Info')).toEqual({
      'Office Phone': '703-555-0100',
      'Office Extension': '100',
      'Mobile Phone': '703-555-0101',
      'Other Mobile': '—',
      'House Phone': '—',
      Fax: '703-555-0199',
      'E-mail': 'alex.admin@joinery.example',
    });
    await expect(section('Address Info')).toEqual({
      'Address Line 1': '1200 Cabinet Row',
      'Address Line 2': 'Suite 300',
      City: 'Springfield',
      State: 'VA',
      Zip: '22150',
      Country: 'USA',
    });
    await expect(section('Organizational Info')).toEqual({
      Department: 'Information Technology',
      'Job Title': 'Systems Administrator',
      Location: 'Springfield',
      Manager: 'Morgan Director',
      'Community Profile URL': 'https://www.houzz.com/pro/joinery-alex',
      Credentials: 'CKD',
      'Employee GUID': '6f1c9a52-2d0e-4c7b-9d4f-1a2b3c4d5e6f',
    });
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
