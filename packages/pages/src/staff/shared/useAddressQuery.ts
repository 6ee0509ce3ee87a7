import { useCallback, useEffect, useState } from 'react';
import type { DataTableSort } from '@joinery/ui/DataTable';
import { normalizePath } from '@joinery/flows/staff/routeAccess';
import { queryParam, useOptionalBackOfficeNavigation } from '../navigation';
import { useLatest } from '../hooks/useLatest';

/** The address's query, keyed by name; `undefined` or '' removes the parameter. */
export type AddressQueryValues = Record<string, string | undefined>;

/** A location with some query parameters set or removed, its path and other parameters kept. */
export function withQuery(location: string, values: AddressQueryValues): string {
  const [beforeHash = ''] = location.split('#');
  const [path = '/', query = ''] = beforeHash.split('?');
  const params = new URLSearchParams(query);
  for (const [name, value] of Object.entries(values)) {
    if (value) params.set(name, value);
    else params.delete(name);
  }
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}

/**
 * A back-office list's view state kept in the address's query (issue 36: "Back-office lists keep
 * their search, filters, sort … in the address"), so a reload, Back and a shared link bring back the
 * same view. Reads are from the current location; writes replace the history entry, so typing a
 * search does not fill Back with one entry per keystroke, and are dropped once the address has left
 * the screen (a menu click whose screen is still loading). A screen shown without a navigation (a
 * component story) keeps its view in memory only.
 */
export function useAddressQuery(): {
  get: (name: string) => string;
  set: (values: AddressQueryValues) => void;
} {
  const navigation = useOptionalBackOfficeNavigation();
  const latest = useLatest(navigation);
  const set = useCallback(
    (values: AddressQueryValues) => {
      if (!latest.current) return;
      const { location, navigate, addressNow } = latest.current;
      // A click that left this screen, whose next screen is still loading, has already moved the
      // address: writing this screen's view there would take the click back (issue 36). The later
      // click wins, as it does on any web page.
      const now = addressNow?.() ?? location;
      if (normalizePath(now) !== normalizePath(location)) return;
      // Built on the address as it is now, so a write made before the last one was rendered keeps it.
      const next = withQuery(now, values);
      if (next !== now) navigate(next, { replace: true });
    },
    [latest],
  );
  return { get: (name) => (navigation ? (queryParam(navigation.location, name) ?? '') : ''), set };
}

/** The address's query parameters that keep a list's sort: `?sort=name&dir=descending`. */
export const LIST_SORT_PARAM = 'sort';
export const LIST_SORT_DIRECTION_PARAM = 'dir';

/** The sort the address names, if it names one of `sortable` and a direction. */
export function sortFromAddress(sortable: readonly string[], columnId: string, direction: string): DataTableSort | null {
  if (direction !== 'ascending' && direction !== 'descending') return null;
  return sortable.includes(columnId) ? { columnId, direction } : null;
}

/**
 * A list's sort kept in the address (issue 36): the address's sort, when it names a sortable
 * column, is the table's first sort (else `fallback`); each change the user makes is written back
 * (history entry replaced). Hand the pair to DataTable's `sort` and `onSortChange`.
 */
export function useAddressSort(
  sortable: readonly string[],
  fallback: DataTableSort | null = null,
): [DataTableSort | null, (next: DataTableSort) => void] {
  const address = useAddressQuery();
  const [sort, setSort] = useState<DataTableSort | null>(
    () => sortFromAddress(sortable, address.get(LIST_SORT_PARAM), address.get(LIST_SORT_DIRECTION_PARAM)) ?? fallback,
  );
  const change = (next: DataTableSort) => {
    setSort(next);
    address.set({ [LIST_SORT_PARAM]: next.columnId, [LIST_SORT_DIRECTION_PARAM]: next.direction });
  };
  return [sort, change];
}

/**
 * One list filter kept in the address (issue 36), for a screen whose flow holds the filter: the
 * address's value, when it has one, is applied once as the screen opens (a reload, Back, a shared
 * link), and the returned function writes each change back (`undefined` or '' removes it).
 */
export function useFilterInAddress(name: string, apply: (value: string) => void): (value: string | undefined) => void {
  const address = useAddressQuery();
  const [inAddress] = useState(() => address.get(name));
  const latestApply = useLatest(apply);
  useEffect(() => {
    if (inAddress) latestApply.current(inAddress);
  }, [inAddress, latestApply]);
  return (value) => address.set({ [name]: value });
}
