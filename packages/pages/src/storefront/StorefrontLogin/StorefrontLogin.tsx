import { useEffect } from 'react';
import { useMachine } from '@joinery/flows/react';
import { Alert } from '@joinery/ui/Alert';
import { Button } from '@joinery/ui/Button';
import { Spinner } from '@joinery/ui/Spinner';
import type { ShopperSession } from '@joinery/flows/api/storefront/shopperSession';
import {
  shopperSessionMessages as messages,
  shopperSignInMachine,
} from '@joinery/flows/storefront/shopperSession';
import { LiveMessage } from '../LiveMessage';
import * as styles from './StorefrontLogin.css';

export interface StorefrontLoginProps {
  onSignedIn: (session: ShopperSession) => void;
  /** Lets a story or test swap the machine's actors. */
  machine?: typeof shopperSignInMachine;
}

/** The storefront sign-in of the embedded demo: pick a demo shopper (storefront.md §6). */
export function StorefrontLogin({
  onSignedIn,
  machine = shopperSignInMachine,
}: StorefrontLoginProps) {
  const [snapshot, send] = useMachine(machine);
  const { shoppers, error, choosingId, session } = snapshot.context;

  useEffect(() => {
    if (snapshot.status === 'done' && session) onSignedIn(session);
  }, [snapshot.status, session, onSignedIn]);

  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>{messages.title}</h1>
      <p>{messages.intro}</p>
      {snapshot.matches('loading') && <Spinner label={messages.loading} />}
      {/* Issue 46: a failure lands in a live region already on the page, spoken at once. */}
      <LiveMessage critical>{error && <Alert tone="critical">{error}</Alert>}</LiveMessage>
      {snapshot.matches('loadFailed') && (
        <div>
          <Button variant="outline" onClick={() => send({ type: 'shoppers.retry' })}>
            {messages.retry}
          </Button>
        </div>
      )}
      {shoppers.length > 0 && (
        <ul className={styles.list} aria-label={messages.title}>
          {shoppers.map((shopper) => (
            <li key={shopper.id} className={styles.shopper}>
              <span>
                <strong>{shopper.name}</strong> · {messages.customerType(shopper.customerType)}
                <br />
                <span className={styles.description}>{shopper.description}</span>
              </span>
              <Button
                size="sm"
                loading={choosingId === shopper.id}
                disabled={!snapshot.matches('choosing')}
                onClick={() => send({ type: 'shopper.signIn', shopperId: shopper.id })}
              >
                {messages.signInAs(shopper.name)}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
