import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { demoAccessToken } from '@joinery/mocks/handlers/staff/staffSession';
import { shellMessages as m } from '@joinery/flows/staff/shell';
import { BackOfficeStory } from '../storySupport';
import { ReservedScreen } from './ReservedScreen';

function ReservedScreenStory({ location }: { location: string }) {
  return (
    <BackOfficeStory persona="all-roles" accessToken={demoAccessToken('all-roles')} location={location}>
      {() => <ReservedScreen />}
    </BackOfficeStory>
  );
}

/** A guarded route whose screen is not built yet: it names the screen from the menu. */
const meta = {
  title: 'Pages/Staff/Reserved Screen',
  component: ReservedScreenStory,
  args: { location: '/UsersList/7' },
  globals: { theme: 'staff' },
} satisfies Meta<typeof ReservedScreenStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A menu route (trailing id ignored) is named by its menu title. */
export const NamedFromMenu: Story = {
  tags: ['screenshot'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Users' }, { timeout: 10000 })).toBeVisible();
    await expect(canvas.getByText(m.reservedIntro)).toBeVisible();
  },
};

/** A path outside the menu falls back to the not-found heading. */
export const OutsideTheMenu: Story = {
  args: { location: '/NoSuchScreen' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: m.notFoundHeading }, { timeout: 10000 })).toBeVisible();
  },
};
