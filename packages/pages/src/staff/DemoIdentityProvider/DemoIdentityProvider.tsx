import type { ReactNode } from 'react';
import { useMachine } from '@joinery/flows/react';
import { Alert } from '@joinery/ui/Alert';
import { Button } from '@joinery/ui/Button';
import { Card } from '@joinery/ui/Card';
import { Heading } from '@joinery/ui/Heading';
import { Spinner } from '@joinery/ui/Spinner';
import { Stack } from '@joinery/ui/Stack';
import { Text } from '@joinery/ui/Text';
import {
  demoIdentityProviderMessages as m,
  demoSignInMachine,
  demoSignOutMachine,
  type ParsedAuthorizationRequest,
} from '@joinery/flows/staff/demoIdentityProvider';
import { useLatest } from '../hooks/useLatest';
import { LiveRegion } from '../shared/LiveRegion';

export interface DemoSignInProps {
  /** The `/authorize` request, parsed by the site from its URL. */
  parsed: ParsedAuthorizationRequest;
  /** Leaves for the client (the site assigns window.location). */
  onRedirect: (url: string) => void;
}

function Frame({ children }: { children: ReactNode }) {
  return (
    <main style={{ maxWidth: 560, margin: '48px auto', padding: 16 }}>
      <Card>
        <Stack space="lg">
          <Heading level={1} size="lg">
            {m.heading}
          </Heading>
          {children}
        </Stack>
      </Card>
    </main>
  );
}

function PersonaPicker({ parsed, onRedirect }: DemoSignInProps & { parsed: Extract<ParsedAuthorizationRequest, { ok: true }> }) {
  const redirect = useLatest(onRedirect);
  const [state, send] = useMachine(demoSignInMachine.provide({ actions: { redirect: (_, url) => redirect.current(url) } }), {
    input: { request: parsed.request },
  });
  const busy = state.matches('granting') || state.matches('redirecting') || state.matches('signingInSilently');
  return (
    <>
      <Text>{m.intro}</Text>
      {state.matches('loadingPersonas') && <Spinner label={m.loading} />}
      {/* Issue 46: each failure lands in a region on the page before it, so it is spoken at once. */}
      <LiveRegion politeness="assertive">
        {state.matches('personasFailed') && (
          <Stack space="sm" align="left">
            <Alert tone="critical">{m.personasFailed}</Alert>
            <Button variant="outline" onClick={() => send({ type: 'personas.retry' })}>
              {m.retry}
            </Button>
          </Stack>
        )}
      </LiveRegion>
      <LiveRegion politeness="assertive">{state.matches('grantFailed') && <Alert tone="critical">{m.grantFailed}</Alert>}</LiveRegion>
      {state.context.personas.length > 0 && (
        <ul aria-label={m.personasLabel} style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 12 }}>
          {state.context.personas.map((persona) => (
            <li key={persona.id}>
              <Stack space="xs" align="left">
                <Button
                  variant={persona.id === 'all-roles' ? 'solid' : 'outline'}
                  disabled={busy}
                  loading={busy && state.context.chosen === persona.id}
                  aria-label={m.signInAs(persona.label)}
                  onClick={() => send({ type: 'persona.choose', personaId: persona.id })}
                >
                  {persona.label}
                </Button>
                <Text size="sm" tone="muted">
                  {persona.description}
                </Text>
              </Stack>
            </li>
          ))}
        </ul>
      )}
      {busy && <Spinner label={m.redirecting} />}
    </>
  );
}

/** The demo identity provider's sign-in page: pick a staff persona (or answer a silent request). */
export function DemoSignIn(props: DemoSignInProps) {
  const { parsed } = props;
  return (
    <Frame>
      {parsed.ok ? (
        <PersonaPicker {...props} parsed={parsed} />
      ) : (
        <Alert tone="critical" heading={m.badRequest}>
          {parsed.reason}
        </Alert>
      )}
    </Frame>
  );
}

export interface DemoSignOutProps {
  returnTo: string;
  onRedirect: (url: string) => void;
}

/** The demo identity provider's logout page: ends its session, then returns to the client. */
export function DemoSignOut({ returnTo, onRedirect }: DemoSignOutProps) {
  const redirect = useLatest(onRedirect);
  useMachine(demoSignOutMachine.provide({ actions: { redirect: (_, url) => redirect.current(url) } }), { input: { returnTo } });
  return (
    <Frame>
      <Spinner label={m.signingOut} />
    </Frame>
  );
}
