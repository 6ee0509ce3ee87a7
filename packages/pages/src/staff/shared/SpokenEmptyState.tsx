import { EmptyState, type EmptyStateProps } from '@joinery/ui/EmptyState';
import { LiveRegion } from './LiveRegion';

export interface SpokenEmptyStateProps extends EmptyStateProps {
  /** The list finished loading with nothing to show (or a search or filter left nothing). */
  shown: boolean;
}

/**
 * A list's "No Records" notice that a screen reader hears as it appears (issue 46): drawn in a live
 * region that is on the page before it. A DataTable draws its `emptyState` together with its text,
 * which is not spoken; a screen draws the table only while it has rows and this beside it.
 */
export function SpokenEmptyState({ shown, ...notice }: SpokenEmptyStateProps) {
  return <LiveRegion>{shown && <EmptyState {...notice} />}</LiveRegion>;
}
