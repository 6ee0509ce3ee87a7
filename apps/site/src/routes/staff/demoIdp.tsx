import { useMemo } from 'react';
import { useLocation } from 'react-router';
import { ThemeProvider } from '@joinery/ui/theme';
import { DemoSignIn, DemoSignOut } from '@joinery/pages/staff/DemoIdentityProvider';
import { parseAuthorizationRequest, postLogoutUrl } from '@joinery/flows/staff/demoIdentityProvider';
import { backOfficeBasePath, DEMO_IDP_PATH } from './config';

/** Leaves the site page for another URL (the client's callback, or back after logout). */
const leaveFor = (url: string) => window.location.assign(url);

/**
 * The demo identity provider's pages inside the site: /demo-idp/authorize (pick a persona) and
 * /demo-idp/logout (end the provider session). Its endpoints (discovery, token, userinfo) are the
 * mock back end's, reached over HTTP like a real provider's.
 */
export function DemoIdentityProviderRoute() {
  const { pathname, search } = useLocation();
  const page = pathname.slice(DEMO_IDP_PATH.length).replace(/\/+$/, '').toLowerCase();
  const origin = window.location.origin;
  const parsed = useMemo(() => parseAuthorizationRequest(search, origin), [search, origin]);
  return (
    <ThemeProvider theme="staff" fill>
      {page === '/logout' ? (
        <DemoSignOut returnTo={postLogoutUrl(search, origin, `${origin}${backOfficeBasePath}`)} onRedirect={leaveFor} />
      ) : (
        <DemoSignIn parsed={parsed} onRedirect={leaveFor} />
      )}
    </ThemeProvider>
  );
}
