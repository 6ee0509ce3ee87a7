import { memo } from 'react';
import { Spinner } from '@joinery/ui/Spinner';
import type { Summary } from '@joinery/flows/api/storefront/checkout';
import { checkoutLabels as labels } from '@joinery/flows/storefront/checkout';
import * as styles from './Checkout.css';

function money(amount: number, currency: string): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(amount);
}

/**
 * A value drawn anew when it changes (issue 47): the summary first shows its empty figures, and the
 * server's arrive about a second later (storefront.md §2.1). A right-aligned text that grew in place
 * started further left, which Chromium counts as a layout shift of every figure; a new node is new
 * content. The columns are fixed (Checkout.css.ts summaryTable), so nothing else moves.
 */
function Value({ text, className }: { text: string; className?: string }) {
  return (
    <span key={text} className={className}>
      {text}
    </span>
  );
}

/**
 * The order summary (storefront.md §2.1, §9): sub total, tax, shipping, the shipping method,
 * total and currency, formatted as en-US currency, with a spinner while it refreshes.
 */
export const SummarySection = memo(function SummarySection({
  summary,
  isRefreshing,
}: {
  summary: Summary;
  isRefreshing: boolean;
}) {
  const rows: [string, string][] = [
    [labels.subTotal, money(summary.SubTotal, summary.Currency)],
    [labels.taxTotal, money(summary.TaxTotal, summary.Currency)],
    [
      labels.shippingTotal,
      summary.ShippingTotal === null
        ? labels.notCalculated
        : money(summary.ShippingTotal, summary.Currency),
    ],
    [labels.shippingMethodLine, summary.ShippingMethod || labels.notCalculated],
  ];
  return (
    <section className={styles.section} aria-labelledby="summary-heading" aria-busy={isRefreshing}>
      <div className={styles.busy}>
        <h2 id="summary-heading" className={styles.sectionHeading}>
          {labels.summary}
        </h2>
        {isRefreshing && <Spinner size="sm" label={labels.refreshingSummary} />}
      </div>
      <table className={styles.summaryTable}>
        <caption className={styles.visuallyHidden}>{labels.summary}</caption>
        <tbody>
          {rows.map(([label, value]) => (
            <tr key={label}>
              <th scope="row" className={styles.summaryLabel}>
                {label}
              </th>
              <td className={styles.summaryValue}>
                <Value
                  text={value}
                  className={label === labels.shippingMethodLine ? styles.summaryMethod : undefined}
                />
              </td>
            </tr>
          ))}
          <tr className={styles.summaryTotal}>
            <th scope="row" className={styles.summaryLabel}>
              {labels.total}
            </th>
            <td className={styles.summaryValue}>
              <Value text={money(summary.Total, summary.Currency)} />
            </td>
          </tr>
          <tr>
            <th scope="row" className={styles.summaryLabel}>
              {labels.currency}
            </th>
            <td className={styles.summaryValue}>{summary.Currency}</td>
          </tr>
        </tbody>
      </table>
    </section>
  );
});
