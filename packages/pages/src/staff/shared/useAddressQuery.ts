import { useCallback } from 'react';
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
 * search does not fill Back with one entry per keystroke. A screen shown without a navigation (a
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
      const { location, navigate } = latest.current;
      const next = withQuery(location, values);
      if (next !== location) navigate(next, { replace: true });
    },
    [latest],
  );
  return { get: (name) => (navigation ? (queryParam(navigation.location, name) ?? '') : ''), set };
}
