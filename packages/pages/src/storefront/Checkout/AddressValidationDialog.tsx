import { useId } from 'react';
import { useSelector } from '@xstate/react';
import { Alert } from '@joinery/ui/Alert';
import { Button } from '@joinery/ui/Button';
import { Dialog } from '@joinery/ui/Dialog';
import { OptionRow } from '@joinery/ui/OptionRow';
import { RadioGroup } from '@joinery/ui/RadioGroup';
import {
  addressCandidates,
  addressValidationMessages as messages,
  type CandidateKey,
} from '@joinery/flows/storefront/addressValidation';
import { LiveMessage } from '../LiveMessage';
import { addressLines } from './addressText';
import type { AddressValidationRef } from './types';
import * as styles from './Checkout.css';

const candidateTitles: Record<CandidateKey, string> = {
  entered: messages.youEntered,
  suggested: messages.weSuggest,
};

/**
 * The address validation modal (storefront.md §2.1): You Entered / We Suggest when the service
 * resolved a different address, a notice with Continue when it could not resolve it; nothing
 * while the check runs or when it confirms the address as entered.
 */
export function AddressValidationDialog({ actor }: { actor: AddressValidationRef }) {
  const snapshot = useSelector(actor, (s) => s);
  const { context } = snapshot;
  const cancel = () => actor.send({ type: 'validation.cancel' });
  const noticeId = useId();
  // storefront.md §2.1: the check itself needs no modal (the form's Save button shows it is busy);
  // the modal opens only when the shopper must choose: a different suggestion, an unresolved
  // address, or a failed check to retry.
  if (snapshot.status === 'done' || snapshot.matches('validating')) return null;

  const footer = (() => {
    if (snapshot.matches('choosing')) {
      return (
        <>
          <Button variant="outline" tone="neutral" onClick={cancel}>
            {messages.edit}
          </Button>
          <Button onClick={() => actor.send({ type: 'suggestion.confirm' })}>
            {messages.useSelected}
          </Button>
        </>
      );
    }
    if (snapshot.matches('unresolved')) {
      return (
        <>
          <Button variant="outline" tone="neutral" onClick={cancel}>
            {messages.edit}
          </Button>
          <Button onClick={() => actor.send({ type: 'validation.continue' })}>
            {messages.continue}
          </Button>
        </>
      );
    }
    if (snapshot.matches('failed')) {
      return (
        <>
          <Button variant="outline" tone="neutral" onClick={cancel}>
            {messages.edit}
          </Button>
          <Button onClick={() => actor.send({ type: 'validation.retry' })}>{messages.retry}</Button>
        </>
      );
    }
    return undefined;
  })();

  return (
    <Dialog.Root open onOpenChange={(open) => !open && cancel()}>
      <Dialog.Content
        title={messages.title}
        footer={footer}
        size="md"
        // Issue 46: the notice or the failure is read with the title as focus moves into the modal.
        aria-describedby={snapshot.matches('choosing') ? undefined : noticeId}
      >
        {snapshot.matches('choosing') && (
          <>
            {/* A choice refused (none chosen, not found) is spoken at once as it arrives. */}
            <LiveMessage critical>
              {context.error && <Alert tone="critical">{context.error}</Alert>}
            </LiveMessage>
            <RadioGroup
              label={messages.title}
              labelHidden
              value={context.selected ?? ''}
              onValueChange={(key) =>
                actor.send({ type: 'suggestion.select', key: key as CandidateKey })
              }
            >
              <div className={styles.candidates}>
                {addressCandidates(context).map((candidate) => {
                  const lines = candidate.address ? addressLines(candidate.address) : [];
                  return (
                    <OptionRow
                      key={candidate.key}
                      value={candidate.key}
                      title={candidateTitles[candidate.key]}
                      description={lines.length ? lines.join(', ') : messages.noAddress}
                      disabled={candidate.disabledReason !== null}
                      disabledReason={candidate.disabledReason}
                    />
                  );
                })}
              </div>
            </RadioGroup>
          </>
        )}
        {snapshot.matches('unresolved') && <p id={noticeId}>{messages.unresolvedNotice}</p>}
        {snapshot.matches('failed') && (
          <div id={noticeId}>
            <Alert tone="critical">{messages.requestFailed}</Alert>
          </div>
        )}
      </Dialog.Content>
    </Dialog.Root>
  );
}
