import { isGuid, type Address } from '../../api/storefront/checkoutSchemas';

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * storefront.md §5: duplicates are compared case-insensitively on lines 1 to 3, city, state and
 * postal code, plus phone and the residential flag.
 */
export function isDuplicateAddress(a: Omit<Address, 'Id'>, b: Omit<Address, 'Id'>): boolean {
  return (
    same(a.AddressLine1, b.AddressLine1) &&
    same(a.AddressLine2, b.AddressLine2) &&
    same(a.AddressLine3, b.AddressLine3) &&
    same(a.City, b.City) &&
    same(a.State, b.State) &&
    same(a.PostalCode, b.PostalCode) &&
    same(a.Phone, b.Phone) &&
    a.IsResidential === b.IsResidential
  );
}

export function findDuplicateAddress(
  addresses: readonly Address[],
  candidate: Omit<Address, 'Id'>,
  exceptId?: string,
) {
  return addresses.find((a) => a.Id !== exceptId && isDuplicateAddress(a, candidate));
}

/** A temporary id is a negative number, given to an address before the server has saved it. */
export function isTemporaryAddressId(id: string): boolean {
  return /^-\d+$/.test(id);
}

/** The next temporary id: one below the lowest in use, so two unsaved addresses never share one. */
export function nextTemporaryAddressId(addresses: readonly Address[]): string {
  const lowest = addresses
    .filter((a) => isTemporaryAddressId(a.Id))
    .reduce((min, a) => Math.min(min, Number(a.Id)), 0);
  return String(lowest - 1);
}

/** Only saved addresses (guid ids) have shipping options (storefront.md §4). */
export { isGuid as isSavedAddressId };
