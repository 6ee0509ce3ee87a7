import { useEffect, useMemo, type ReactNode } from 'react';
import { useMachine } from '@joinery/flows/react';
import { AppShell } from '@joinery/ui/AppShell';
import type { RenderLink } from '@joinery/ui/BackLink';
import type { MenuItem as ShellMenuItem } from '@joinery/ui/SideMenu';
import { Spinner } from '@joinery/ui/Spinner';
import { MENU_STORAGE_KEY, RETURN_TO_PARAM, backOfficeRoutes, listMessages, shellMessages as m } from '@joinery/flows/staff/shell';
import type { MenuItem } from '@joinery/flows/staff/menu';
import { normalizePath, routeAccessMachine, withoutTrailingId } from '@joinery/flows/staff/routeAccess';
import { profileName, type SessionStatus } from '@joinery/flows/staff/staffSession';
import { hrefOf, pathOf, useBackOfficeNavigation } from '../navigation';
import { useStaffSession } from '../session';
import { useLatest } from '../hooks/useLatest';
import { NotFound } from '../NotFound';
import { RecordToastProvider } from '../shared/RecordDialog';
import * as styles from './BackOfficeShell.css';

export interface BackOfficeShellProps {
  /** An optional warning banner under the header (§2 Shell). */
  warning?: ReactNode;
  /** The routed screen; shown only once the route guard allows it. */
  children: ReactNode;
}

/** The role-filtered menu in the shape the shell's menus take, links under the base path. */
export function shellMenu(menu: readonly MenuItem[], basePath: string): ShellMenuItem[] {
  return menu.map((item) => ({
    label: item.title,
    ...(item.link ? { href: hrefOf(basePath, item.link) } : {}),
    ...(item.children ? { children: shellMenu(item.children, basePath) } : {}),
  }));
}

const sessionSettled = (status: SessionStatus) => status === 'signedOut' || status === 'active' || status === 'inactive';

/**
 * The shell every staff screen lives in (back-office-products.md §2 Shell, Route access): header
 * with logo, optional warning banner, profile name linking to My Account, Login / Logout; the
 * role-filtered side and mobile menus; and the route guard, which sends anyone who may not see
 * the page to /Login carrying the requested location, and shows "page not found" at a path no
 * screen has.
 */
export function BackOfficeShell({ warning, children }: BackOfficeShellProps) {
  const navigation = useBackOfficeNavigation();
  const session = useStaffSession();
  const path = pathOf(navigation.location);
  const latestNavigation = useLatest(navigation);
  const signedIn = session.status === 'active' || session.status === 'inactive';

  const access = {
    sessionKnown: sessionSettled(session.status),
    signedInAndActive: session.status === 'active',
    menuLinks: session.menuLinks,
  };
  // The guard reads the full location (query included) so the redirect can carry it back.
  const [guard, sendGuard] = useMachine(routeAccessMachine, { input: { path: navigation.location, ...access } });
  useEffect(() => sendGuard({ type: 'route.change', path: navigation.location }), [sendGuard, navigation.location]);
  useEffect(
    () => sendGuard({ type: 'session.change', ...access }),
    // The links change only with the roles; comparing their text avoids re-sending equal lists.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [sendGuard, access.sessionKnown, access.signedInAndActive, access.menuLinks.join('|')],
  );
  // Once per denied location: /Login, carrying the location that was asked for.
  const deniedLocation = guard.matches('denied') ? guard.context.path : undefined;
  useEffect(() => {
    if (deniedLocation === undefined) return;
    latestNavigation.current.navigate(`${backOfficeRoutes.login}?${RETURN_TO_PARAM}=${encodeURIComponent(deniedLocation)}`, { replace: true });
  }, [deniedLocation, latestNavigation]);

  const renderLink: RenderLink = ({ href, children: label, onClick, ...rest }) => (
    <a
      href={href}
      {...rest}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
        event.preventDefault();
        navigation.navigate(href.slice(navigation.basePath.replace(/\/+$/, '').length) || '/');
      }}
    >
      {label}
    </a>
  );

  const menu = useMemo(() => shellMenu(session.menu, navigation.basePath), [session.menu, navigation.basePath]);
  // The menu entry of the page on show (any case, without a trailing record id), marked current;
  // while a navigation is under way, the entry of the page on its way (the click is seen at once).
  const addressNow = navigation.pending && navigation.addressNow ? pathOf(navigation.addressNow()) : path;
  const nextPageLoading = normalizePath(addressNow) !== normalizePath(path);
  const currentLink = session.menuLinks.find((link) => normalizePath(link) === withoutTrailingId(addressNow));
  const showScreen = guard.matches('allowed') || guard.matches('unprotected');
  const notFound = guard.matches('notFound');

  return (
    <RecordToastProvider>
      <AppShell
        logo={renderLink({ href: hrefOf(navigation.basePath, backOfficeRoutes.start), className: styles.logo, children: m.logoAlt })}
        warning={warning}
        user={signedIn ? { name: profileName(session.user) || m.myAccount, profileHref: hrefOf(navigation.basePath, backOfficeRoutes.myAccount) } : null}
        onLogIn={() => session.send({ type: 'session.signIn', returnTo: showScreen ? navigation.location : backOfficeRoutes.start })}
        onLogOut={() => session.send({ type: 'session.signOut' })}
        menu={session.status === 'active' ? menu : undefined}
        menuStorageKey={MENU_STORAGE_KEY}
        currentHref={currentLink ? hrefOf(navigation.basePath, currentLink) : undefined}
        renderLink={renderLink}
        messages={{ logIn: m.login, logOut: m.logout, loading: listMessages.loading }}
        busy={nextPageLoading}
      >
        {notFound ? <NotFound /> : showScreen ? children : <Spinner label={m.loadingSession} />}
      </AppShell>
    </RecordToastProvider>
  );
}
