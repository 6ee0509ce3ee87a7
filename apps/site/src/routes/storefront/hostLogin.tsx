import { useEffect } from 'react';
import { useSearchParams } from '../../storefrontRouter';
import { hostLoginUrl, requestedReturn, safeReturnTo } from './frame/loginPath';

/**
 * /login in a live build: the host platform signs shoppers in on its own login page (storefront.md
 * §1 "Known links: … the login page"), so this route only sends the visitor there, carrying the
 * page to come back to. The demo-shopper picker (./login) is mock mode's alone.
 */
export function HostLoginRoute() {
  const [params] = useSearchParams();
  const returnTo = safeReturnTo(requestedReturn(params), '/checkout');
  useEffect(() => {
    const origin = window.location.origin;
    window.location.replace(
      hostLoginUrl(import.meta.env.VITE_STOREFRONT_LOGIN_URL ?? '/', returnTo, origin),
    );
  }, [returnTo]);
  return null;
}
