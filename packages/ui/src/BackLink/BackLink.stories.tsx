import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ThemeProvider, themeNames } from '../theme';
import { BackLink } from './BackLink';
import { backLinkSizes } from './BackLink.css';
import type { RenderLink } from './renderLink';

/**
 * BackLink is the way back up a drill-down: "‹ Project Type" above the SOW tabs, "‹ Tabs" above
 * the questions, the product view's Back control. With `href` it is a link (pass the router's
 * Link through `renderLink`); with `onClick` it is a button.
 *
 * **When to use:** at the top of a nested screen whose parent is a fixed place.
 *
 * **When not to use:** as a generic "previous page" control on top-level pages: the browser's
 * back button already does that.
 */
const meta = {
  title: 'Navigation/BackLink',
  component: BackLink,
  args: { href: '#/ScopesList', children: 'Project Type' },
  argTypes: { size: { control: 'inline-radio', options: backLinkSizes } },
} satisfies Meta<typeof BackLink>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Project Type' })).toHaveAttribute(
      'href',
      '#/ScopesList',
    );
  },
};

export const Playground: Story = {};

const onNavigate = fn();
const routerLink: RenderLink = ({ href, children, className }) => (
  <a
    href={href}
    className={className}
    data-router-link=""
    onClick={(event) => {
      event.preventDefault();
      onNavigate(href);
    }}
  >
    {children}
  </a>
);

/** The site passes its router's Link; the click becomes client-side navigation. */
export const WithRouterLink: Story = {
  args: { renderLink: routerLink },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('link', { name: 'Project Type' }));
    await expect(onNavigate).toHaveBeenCalledWith('#/ScopesList');
  },
};

export const AsButton: Story = {
  args: { href: undefined, onClick: fn(), children: 'Back' },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Back' }));
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const Keyboard: Story = {
  args: { href: undefined, onClick: fn(), children: 'Back' },
  play: async ({ canvasElement, args }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('button', { name: 'Back' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const Matrix: Story = {
  render: () => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' }}>
      {themeNames.map((theme) => (
        <ThemeProvider key={theme} theme={theme}>
          <div style={{ display: 'flex', gap: 24, padding: 12 }}>
            {backLinkSizes.map((size) => (
              <BackLink key={size} size={size} href="#">
                {`${theme} ${size}`}
              </BackLink>
            ))}
          </div>
        </ThemeProvider>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('link')).toHaveLength(themeNames.length * 2);
  },
};
