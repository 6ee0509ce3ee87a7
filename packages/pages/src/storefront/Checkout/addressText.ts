import type { Address } from '@joinery/flows/api/storefront/checkout';
import type { ValidatedAddress } from '@joinery/flows/api/storefront/addressValidation';

/** The lines an address prints as, top to bottom; empty fields are left out. */
export function addressLines(address: Partial<Address> & ValidatedAddress): string[] {
  const person = [address.FirstName, address.LastName].filter(Boolean).join(' ');
  const cityLine = [address.City, [address.State, address.PostalCode].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
  const country =
    address.CountryCode && !['USA', 'US'].includes(address.CountryCode.toUpperCase())
      ? address.CountryName || address.CountryCode
      : '';
  return [
    person,
    address.CompanyName,
    address.AddressLine1,
    address.AddressLine2,
    address.AddressLine3,
    cityLine,
    country,
    address.Phone,
  ]
    .map((line) => (line ?? '').trim())
    .filter(Boolean);
}

/** A short name for an address in a list: its nickname, else its first line. */
export function addressTitle(address: Address): string {
  return (
    address.Name ||
    address.CompanyName ||
    address.AddressLine1 ||
    [address.FirstName, address.LastName].join(' ').trim()
  );
}
