import { lazy, Suspense, useEffect, useMemo, useTransition } from 'react';
// The back office's typeface (the storefront shows the system's: docs/decisions.md).
import '@joinery/ui/fonts.css';
import { Outlet, Route, Routes, useLocation, useNavigate } from 'react-router';
import { useActorRef } from '@joinery/flows/react';
import { ThemeProvider } from '@joinery/ui/theme';
import { Spinner } from '@joinery/ui/Spinner';
import { listMessages, shellMessages } from '@joinery/flows/staff/shell';
import { normalizePath, relativeToBase } from '@joinery/flows/staff/routeAccess';
import { browserSessionStorage, readStoredUser, staffSessionMachine } from '@joinery/flows/staff/staffSession';
import { BackOfficeNavigationProvider, hrefOf, type BackOfficeNavigation } from '@joinery/pages/staff/navigation';
import { StaffSessionProvider } from '@joinery/pages/staff/session';
import { BackOfficeShell } from '@joinery/pages/staff/Shell';
import { SignInCallback } from '@joinery/pages/staff/SignInCallback';
import { LoginResult } from '@joinery/pages/staff/LoginResult';
import { StartPage } from '@joinery/pages/staff/StartPage';
import { ReservedScreen } from '@joinery/pages/staff/ReservedScreen';
import { apiMode } from '../../env';
import { backOfficeBasePath } from './config';
import { oidcIdentityClient, onSilentRenewError, userManager } from './oidc';
// Each screen is its own chunk: the shell loads first, a screen when its route is opened.
import { domainRoutes, shellScreenPaths } from './routeTable';

const MyAccount = lazy(() => import('@joinery/pages/staff/MyAccount').then((m) => ({ default: m.MyAccount })));

/** The silent-renew page inside the hidden frame: hand the response to the parent and stop. */
function SilentRenew() {
  useEffect(() => {
    void userManager()
      .signinSilentCallback()
      .catch(() => undefined);
  }, []);
  return null;
}

/**
 * React Router seen through the back office's router-agnostic navigation. The router renders each
 * navigation in a transition (the page before stays on show until the next one's code is there);
 * starting it in this transition too tells the shell it is pending, so it can say so (issue 36).
 */
function useRouterNavigation(): BackOfficeNavigation {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const [pending, startNavigation] = useTransition();
  return useMemo(
    () => ({
      basePath: backOfficeBasePath,
      location: `${relativeToBase(pathname, backOfficeBasePath)}${search}`,
      navigate: (to, options) =>
        startNavigation(() => void navigate(hrefOf(backOfficeBasePath, to), { replace: options?.replace ?? false })),
      back: () => navigate(-1),
      addressNow: () => `${relativeToBase(window.location.pathname, backOfficeBasePath)}${window.location.search}`,
      pending,
    }),
    [pathname, search, navigate, pending],
  );
}

function ShellLayout() {
  return (
    <BackOfficeShell warning={apiMode === 'mock' ? shellMessages.demoWarning : import.meta.env.VITE_BACK_OFFICE_WARNING || undefined}>
      <Suspense fallback={<Spinner label={listMessages.loading} />}>
        <Outlet />
      </Suspense>
    </BackOfficeShell>
  );
}

/** The signed-in back office: one session for the tab, the OIDC client, the routes of §2. */
function BackOfficeApp() {
  const users = userManager();
  const identity = useMemo(() => oidcIdentityClient(users), [users]);
  const session = useActorRef(staffSessionMachine, {
    input: { identity, storedUser: readStoredUser(browserSessionStorage()) },
  });
  // Every call carries the token; a failed silent renew marks the user inactive (§4 Sign-in).
  useEffect(() => onSilentRenewError(() => session.send({ type: 'session.renewFailed' })), [session]);
  const navigation = useRouterNavigation();

  return (
    <ThemeProvider theme="staff" fill>
      <BackOfficeNavigationProvider value={navigation}>
        <StaffSessionProvider session={session}>
          {/* Paths match case-insensitively (React Router's default), relative to the base path. */}
          <Routes>
            <Route path="callback" element={<SignInCallback />} />
            <Route element={<ShellLayout />}>
              <Route index element={<StartPage />} />
              <Route path={shellScreenPaths.login} element={<LoginResult />} />
              <Route path={shellScreenPaths.myAccount} element={<MyAccount />} />
              {domainRoutes.map(({ path, Screen }) => (
                <Route key={path} path={path} element={<Screen />} />
              ))}
              {/* The other routes of both documents are reserved (guarded) for their screens. */}
              <Route path="*" element={<ReservedScreen />} />
            </Route>
          </Routes>
        </StaffSessionProvider>
      </BackOfficeNavigationProvider>
    </ThemeProvider>
  );
}

/** /prod-mgmt/*: the staff back office (lazily loaded; the storefront never loads it). */
export function BackOfficeRoute() {
  const { pathname } = useLocation();
  // The hidden silent-renew frame needs none of the app.
  if (normalizePath(relativeToBase(pathname, backOfficeBasePath)) === '/silent_renew') return <SilentRenew />;
  return <BackOfficeApp />;
}
