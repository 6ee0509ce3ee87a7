import { useRef, type ReactNode } from 'react';
import { renderAnchor, type RenderLink } from '../BackLink/renderLink';
import { Button } from '../Button';
import { Icon } from '../Icon';
import { MobileMenu } from '../MobileMenu';
import { ProgressBar } from '../ProgressBar';
import { SideMenu } from '../SideMenu';
import type { MenuItem } from '../SideMenu/menuModel';
import * as styles from './AppShell.css';
import { appShellMessages } from './messages';

export type AppShellHeaderTone = (typeof styles.appShellHeaderTones)[number];

export interface AppShellUser {
  /** The profile name shown in the header. */
  name: string;
  /** The account page it links to (/prod-mgmt/myaccount). */
  profileHref: string;
}

export interface AppShellProps {
  /** The brand mark (usually a link home). */
  logo: ReactNode;
  /** An optional banner under the header (a server-supplied warning). */
  warning?: ReactNode;
  /** Signed in: the profile link and Logout; signed out: Login. */
  user?: AppShellUser | null;
  /** Called by the Login button (shown while signed out). */
  onLogIn?: () => void;
  /** Called by the Logout button (shown while signed in). */
  onLogOut?: () => void;
  /** The role-filtered menu; shown as a SideMenu on wide screens and a MobileMenu on small ones. */
  menu?: readonly MenuItem[];
  /** localStorage key for the menu's open/collapsed state. */
  menuStorageKey?: string;
  /** The current page's address; the matching menu item is marked as current. */
  currentHref?: string;
  /** Draws the menu's and profile's links, so the site can pass its router's Link; a plain `<a>` by default. */
  renderLink?: RenderLink;
  /** The header's background: `raised` (plain surface) or `accent` (the theme's brand colour). */
  headerTone?: AppShellHeaderTone;
  /** Replaces any of the shell's texts (Login, Logout, the skip link); the defaults are in ./messages. */
  messages?: Partial<typeof appShellMessages>;
  /** Id of the main area, the skip link's target. */
  mainId?: string;
  /**
   * The next page is on its way (its code is loading) while the page before it stays on show: a
   * bar along the main area's top edge says so, and the main area is marked busy.
   */
  busy?: boolean;
  /** The page content, shown in the main area. */
  children: ReactNode;
}

/**
 * The back office's frame: a header fixed to the top (logo, optional warning banner, profile
 * link, Login / Logout), the menu (SideMenu on wide screens, MobileMenu below 768 px) and the
 * main area, with a skip link to it.
 */
export function AppShell({
  logo,
  warning,
  user,
  onLogIn,
  onLogOut,
  menu,
  menuStorageKey = 'joinery.menu',
  currentHref,
  renderLink = renderAnchor,
  headerTone,
  messages,
  mainId = 'main-content',
  busy = false,
  children,
}: AppShellProps) {
  const text = { ...appShellMessages, ...messages };
  const onAccent = headerTone === 'accent';
  const mainRef = useRef<HTMLElement>(null);
  return (
    <div className={styles.shell}>
      <a
        href={`#${mainId}`}
        className={styles.skipLink}
        onClick={(event) => {
          // Move focus ourselves: a hash change would fight the site's router.
          event.preventDefault();
          mainRef.current?.focus();
        }}
      >
        {text.skipToContent}
      </a>
      <header className={styles.header({ tone: headerTone })}>
        {menu && (
          <div className={styles.mobileOnly}>
            <MobileMenu
              items={menu}
              storageKey={`${menuStorageKey}.mobile`}
              currentHref={currentHref}
              renderLink={renderLink}
            />
          </div>
        )}
        <div className={styles.logo}>{logo}</div>
        <div className={styles.spacer} />
        <div className={styles.account}>
          {user &&
            renderLink({
              href: user.profileHref,
              className: styles.profileLink,
              children: (
                <>
                  <Icon name="user" />
                  {user.name}
                </>
              ),
            })}
          {user ? (
            <Button
              variant={onAccent ? 'solid' : 'outline'}
              tone="neutral"
              size="sm"
              onClick={onLogOut}
            >
              {text.logOut}
            </Button>
          ) : (
            <Button size="sm" tone={onAccent ? 'neutral' : 'accent'} onClick={onLogIn}>
              {text.logIn}
            </Button>
          )}
        </div>
      </header>
      {warning && (
        <div className={styles.warning} role="region" aria-label={text.banner}>
          {warning}
        </div>
      )}
      <div className={styles.body}>
        {menu && (
          <div className={[styles.desktopOnly, styles.sidebar].join(' ')}>
            <SideMenu
              items={menu}
              storageKey={menuStorageKey}
              currentHref={currentHref}
              renderLink={renderLink}
            />
          </div>
        )}
        <main
          ref={mainRef}
          id={mainId}
          tabIndex={-1}
          className={styles.main}
          aria-busy={busy || undefined}
        >
          {busy && (
            <ProgressBar
              value={null}
              label={text.loading}
              labelHidden
              size="sm"
              className={styles.navigationProgress}
            />
          )}
          {children}
        </main>
      </div>
    </div>
  );
}
