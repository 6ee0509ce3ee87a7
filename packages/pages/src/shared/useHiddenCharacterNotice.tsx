import { useState, type ReactNode } from 'react';
import { cleanName, hiddenCharactersRemoved, textNotices } from '@joinery/flows/text';

/**
 * Issue 43: a text field drops bidirectional controls and zero-width characters as they are typed
 * or pasted, and once it has dropped any it says so under it ("Hidden formatting characters were
 * removed"), since the change cannot be seen. The notice is a status, so a screen reader hears it
 * too. Used by the administration's boxes (LimitedText) and the storefront's names and addresses.
 */
export function useHiddenCharacterNotice<Field extends string>() {
  const [noticed, setNoticed] = useState<ReadonlySet<Field>>(() => new Set());
  return {
    /** The value as it is kept; notes the field when cleaning took characters out. */
    clean(field: Field, value: string): string {
      const cleaned = cleanName(value);
      if (hiddenCharactersRemoved(value, cleaned)) setNoticed((before) => (before.has(field) ? before : new Set(before).add(field)));
      return cleaned;
    },
    /** The field's notice, or undefined while it has dropped nothing. */
    hint(field: Field): ReactNode {
      return noticed.has(field) ? <span role="status">{textNotices.hiddenCharactersRemoved}</span> : undefined;
    },
  };
}
