import type { ReactNode } from 'react';
import { ThemeProvider } from '@joinery/ui/theme';
import { StorefrontHeader } from '@joinery/pages/storefront/StorefrontHeader';
import type { ShopperSession } from '@joinery/flows/api/storefront/shopperSession';

export interface StorefrontFrameProps {
  session: ShopperSession | null;
  onSignOut?: () => void;
  children: ReactNode;
}

/** The storefront's page frame: the theme of the shopper's site, the header, the page. */
export function StorefrontFrame({ session, onSignOut, children }: StorefrontFrameProps) {
  const theme = session?.shopper?.siteName === 'Retail' ? 'retail' : 'dealer';
  return (
    <ThemeProvider theme={theme} fill>
      <StorefrontHeader
        cartCount={session?.cartCount ?? 0}
        shopperName={session?.shopper?.name}
        // Until the server says who is signed in, the header keeps a shopper's room (no jump).
        pending={session === null}
        showWishlist={session?.showWishlist !== false}
        onSignOut={onSignOut}
      />
      <main>{children}</main>
    </ThemeProvider>
  );
}
