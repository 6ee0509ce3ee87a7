import { useEffect, useRef } from 'react';
import { Spinner } from '@joinery/ui/Spinner';
import { RETURN_TO_PARAM, backOfficeRoutes, shellMessages as m } from '@joinery/flows/staff/shell';
import { useBackOfficeNavigation } from '../navigation';
import { useStaffSession } from '../session';

/**
 * The sign-in return (/callback): completes the code exchange, reads Users/Info, then hands over
 * to the login result page, which says whether it worked and goes back to the requested page.
 */
export function SignInCallback() {
  const { send, status, returnTo } = useStaffSession();
  const { navigate } = useBackOfficeNavigation();

  useEffect(() => {
    send({ type: 'session.callback' });
  }, [send]);

  // Only a status reached after the exchange started counts (the one before it is stale).
  const exchanging = useRef(false);
  useEffect(() => {
    if (status === 'signingIn' || status === 'checking') exchanging.current = true;
  }, [status]);
  const settled = status === 'active' || status === 'inactive' || status === 'signedOut';
  useEffect(() => {
    if (settled && exchanging.current) navigate(`${backOfficeRoutes.login}?${RETURN_TO_PARAM}=${encodeURIComponent(returnTo)}`, { replace: true });
  }, [settled, navigate, returnTo]);

  return <Spinner label={m.signingIn} />;
}
