import { useEffect, useState } from 'react';
import { useMachine } from '@joinery/flows/react';
import { Alert } from '@joinery/ui/Alert';
import { Button } from '@joinery/ui/Button';
import { Heading } from '@joinery/ui/Heading';
import { Spinner } from '@joinery/ui/Spinner';
import { Stack } from '@joinery/ui/Stack';
import { Text } from '@joinery/ui/Text';
import { loginResultMachine, type LoginStanding } from '@joinery/flows/staff/loginResult';
import { sameOriginPath } from '@joinery/flows/address';
import { RETURN_TO_PARAM, loginResultMessages as m, servesBackOfficePath, shellMessages } from '@joinery/flows/staff/shell';
import { isRouteAllowed, isUnprotected } from '@joinery/flows/staff/routeAccess';
import { useBackOfficeNavigation, queryParam } from '../navigation';
import { useStaffSession, type StaffSessionView } from '../session';
import { useLatest } from '../hooks/useLatest';
import { LiveRegion } from '../shared/LiveRegion';

/**
 * The page the user asked for, never the login page itself: a back-office page on this site's
 * origin (sameOriginPath, issue 43), as its normalised path; anything else is the start page.
 */
export function requestedPage(location: string, origin: string = window.location.origin): string {
  const from = sameOriginPath(queryParam(location, RETURN_TO_PARAM), origin, servesBackOfficePath);
  if (!from || isUnprotected(from)) return '/';
  return from;
}

export function loginStanding(session: Pick<StaffSessionView, 'status' | 'menuLinks'>, page: string): LoginStanding {
  switch (session.status) {
    case 'signedOut':
      return 'signedOut';
    case 'active':
      return isRouteAllowed({ path: page, signedInAndActive: true, menuLinks: session.menuLinks }) ? 'allowed' : 'notAuthorised';
    case 'inactive':
      return 'notAuthorised';
    default:
      return 'checking';
  }
}

/**
 * The login result page (/Login; back-office-admin.md §2, back-office-products.md §6): must log
 * in (Log In); authentication succeeded (back to the requested page after about 50 ms, or at once
 * with the button); inactive or unauthorised (Re-Check Status).
 */
export interface LoginResultProps {
  /** How long the automatic return waits (about 50 ms, §9); stories lengthen it to show the manual button. */
  autoReturnMs?: number;
}

export function LoginResult({ autoReturnMs }: LoginResultProps = {}) {
  const navigation = useBackOfficeNavigation();
  const session = useStaffSession();
  const page = requestedPage(navigation.location);
  const standing = loginStanding(session, page);
  const latest = useLatest({ session, navigation, page });
  const [state, send] = useMachine(
    loginResultMachine.provide({
      actions: {
        startSignIn: () => latest.current.session.send({ type: 'session.signIn', returnTo: latest.current.page }),
        returnToRequestedPage: () => latest.current.navigation.navigate(latest.current.page, { replace: true }),
        recheckStatus: () => latest.current.session.send({ type: 'session.recheck' }),
      },
      ...(autoReturnMs === undefined ? {} : { delays: { autoReturn: autoReturnMs } }),
    }),
    { input: { standing } },
  );

  useEffect(() => {
    send({ type: 'standing.change', standing });
  }, [send, standing]);
  // Issue 46: the page often opens already knowing its outcome (a failed sign-in callback, a
  // session that could not be restored or renewed). Its live regions are drawn empty first and
  // filled a frame later, so a screen reader hears the outcome; drawn together, it was silent.
  const [regionsReady, setRegionsReady] = useState(false);
  useEffect(() => {
    const frame = requestAnimationFrame(() => setRegionsReady(true));
    return () => cancelAnimationFrame(frame);
  }, []);

  return (
    <Stack as="section" space="lg" aria-labelledby="login-result-heading">
      <Heading level={1} id="login-result-heading">
        {m.heading}
      </Heading>
      {/* Issue 46: a sign-in that did not complete is said at once, in a region on the page before it. */}
      <LiveRegion politeness="assertive">
        {regionsReady && state.matches('mustLogIn') && session.signInError && <Alert tone="critical">{m.signInFailed}</Alert>}
      </LiveRegion>
      <div aria-live="polite">
        {regionsReady && (state.matches('checking') || state.matches('signingIn')) && (
          <Spinner label={state.matches('signingIn') ? shellMessages.signingIn : shellMessages.loadingSession} />
        )}
        {regionsReady && state.matches('mustLogIn') && (
          <Stack space="md" align="left">
            <Text>{m.mustLogIn}</Text>
            <Button onClick={() => send({ type: 'login.start' })}>{m.logIn}</Button>
          </Stack>
        )}
        {regionsReady && (state.matches('succeeded') || state.matches('returned')) && (
          <Stack space="md" align="left">
            <Text>{m.succeeded}</Text>
            <Button variant="outline" onClick={() => send({ type: 'login.returnNow' })}>
              {m.returnNow}
            </Button>
          </Stack>
        )}
        {regionsReady && state.matches('notAuthorised') && (
          <Stack space="md" align="left">
            <Text>{m.notAuthorised}</Text>
            <Button onClick={() => send({ type: 'login.recheck' })}>{m.recheckStatus}</Button>
          </Stack>
        )}
      </div>
    </Stack>
  );
}
