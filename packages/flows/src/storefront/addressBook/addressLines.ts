import type { Address } from '../../api/storefront/checkoutSchemas';
import type { ValidatedAddress } from '../../api/storefront/addressValidation';

/**
 * The lines an address prints as, top to bottom; empty fields are left out, and the country only
 * when it is not the United States. The checkout's address cards and the order confirmation use it.
 */
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
