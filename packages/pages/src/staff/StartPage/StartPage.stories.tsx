import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { demoAccessToken } from '@joinery/mocks/handlers/staff/staffSession';
import { shellMessages as m } from '@joinery/flows/staff/shell';
import { BackOfficeStory } from '../storySupport';
import { StartPage } from './StartPage';

function StartPageStory() {
  return (
    <BackOfficeStory persona="signedOut" accessToken={demoAccessToken('all-roles')} location="/">
      {() => <StartPage />}
    </BackOfficeStory>
  );
}

/** The start page at the base path (unprotected): where logout lands. */
const meta = {
  title: 'Pages/Staff/Start Page',
  component: StartPageStory,
  globals: { theme: 'staff' },
} satisfies Meta<typeof StartPageStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Its heading and the line that sends staff to the menu. */
export const Default: Story = {
  tags: ['screenshot'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: m.startHeading }, { timeout: 10000 })).toBeVisible();
    await expect(canvas.getByText(m.startIntro)).toBeVisible();
  },
};
