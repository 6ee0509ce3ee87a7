import type { Address } from '@joinery/flows/api/storefront/checkout';

/** The lines an address prints as: one function for the checkout and the order confirmation. */
export { addressLines } from '@joinery/flows/storefront/addressBook';

/** A short name for an address in a list: its nickname, else its first line. */
export function addressTitle(address: Address): string {
  return (
    address.Name ||
    address.CompanyName ||
    address.AddressLine1 ||
    [address.FirstName, address.LastName].join(' ').trim()
  );
}
