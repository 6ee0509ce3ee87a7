import { lazy, memo, Suspense } from 'react';
import { checkoutLabels as labels, NOTES_MAX_LENGTH } from '@joinery/flows/storefront/checkout';
import { usePainted } from './afterPaint';
import * as styles from './Checkout.css';

// The notes box is below the first view (issue 33): its code (the counter, the input rules) loads
// after the page shows, in a reserved-size frame so nothing below moves; it is asked for once the
// page's content has painted (issue 47), so that paint waits for none of it.
const TextArea = lazy(() => import('@joinery/ui/TextArea').then((m) => ({ default: m.TextArea })));

export interface NotesSectionProps {
  notes: string;
  error: string | null;
  onChange: (notes: string) => void;
}

/**
 * Order notes (storefront.md §2.1, §5): optional, with a characters-remaining counter. Typing or
 * pasting past 300 characters is blocked; characters outside printable ASCII give the message.
 */
export const NotesSection = memo(function NotesSection({
  notes,
  error,
  onChange,
}: NotesSectionProps) {
  const painted = usePainted();
  const placeholder = <div className={styles.notesPlaceholder} aria-busy="true" />;
  return (
    <section className={styles.section} aria-labelledby="notes-heading">
      <h2 id="notes-heading" className={styles.sectionHeading}>
        {labels.notes}
      </h2>
      {!painted ? (
        placeholder
      ) : (
        <Suspense fallback={placeholder}>
          <TextArea
            label={labels.notesField}
            value={notes}
            onValueChange={onChange}
            maxLength={NOTES_MAX_LENGTH}
            error={error ?? undefined}
            rows={4}
          />
        </Suspense>
      )}
    </section>
  );
});
