import type { AverageScore } from '@joinery/flows/api/admin/surveys';
import { formatAverageScore, scoreBarPercent, surveyMessages as m } from '@joinery/flows/admin/surveys';
import * as styles from './AverageScoreChart.css';

/**
 * The averages as bars on the 0-5 scale, beside the table (which stays the accessible data: the
 * chart is hidden from assistive technology and names itself only for sighted users).
 */
export function AverageScoreChart({ rows }: { rows: readonly AverageScore[] }) {
  return (
    <figure aria-hidden="true" data-testid="average-score-chart" style={{ margin: 0 }}>
      <figcaption style={{ fontWeight: 600, marginBottom: 8 }}>{m.chartTitle}</figcaption>
      <div className={styles.chart}>
        {rows.map((row) => (
          <div key={row.field_name} style={{ display: 'contents' }}>
            <span className={styles.label}>{row.field_name}</span>
            <span className={styles.track} title={formatAverageScore(row.average_score)}>
              <span className={styles.bar} data-score={row.average_score} style={{ width: `${scoreBarPercent(row.average_score)}%` }} />
            </span>
          </div>
        ))}
      </div>
    </figure>
  );
}
