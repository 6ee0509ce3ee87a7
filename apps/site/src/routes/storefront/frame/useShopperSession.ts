import { useCallback, useEffect, useState } from 'react';
import {
  fetchShopperSession,
  signOutShopper,
  type ShopperSession,
} from '@joinery/flows/api/storefront/shopperSession';

export type SessionStatus = 'loading' | 'ready' | 'unknown';

/**
 * The storefront session for the header and the checkout guard. A server that cannot say who is
 * signed in leaves the status 'unknown': the checkout then finds out itself (a 401 sends the
 * shopper to sign in).
 */
export function useShopperSession() {
  const [session, setSession] = useState<ShopperSession | null>(null);
  const [status, setStatus] = useState<SessionStatus>('loading');

  useEffect(() => {
    const controller = new AbortController();
    fetchShopperSession(controller.signal)
      .then((reply) => {
        setSession(reply);
        setStatus('ready');
      })
      .catch(() => {
        if (!controller.signal.aborted) setStatus('unknown');
      });
    return () => controller.abort();
  }, []);

  const setCartCount = useCallback((cartCount: number) => {
    setSession((current) =>
      current && current.cartCount !== cartCount ? { ...current, cartCount } : current,
    );
  }, []);

  const signOut = useCallback(async () => {
    setSession(await signOutShopper());
  }, []);

  return { session, status, setCartCount, signOut };
}
