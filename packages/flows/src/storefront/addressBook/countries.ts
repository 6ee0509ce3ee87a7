import type { Country, StateOption } from '../../api/storefront/checkoutSchemas';

/** The 50 states and the District of Columbia: the approved US states (storefront.md §2.1). */
export const APPROVED_US_STATES: readonly StateOption[] = [
  ['AL', 'Alabama'],
  ['AK', 'Alaska'],
  ['AZ', 'Arizona'],
  ['AR', 'Arkansas'],
  ['CA', 'California'],
  ['CO', 'Colorado'],
  ['CT', 'Connecticut'],
  ['DE', 'Delaware'],
  ['DC', 'District of Columbia'],
  ['FL', 'Florida'],
  ['GA', 'Georgia'],
  ['HI', 'Hawaii'],
  ['ID', 'Idaho'],
  ['IL', 'Illinois'],
  ['IN', 'Indiana'],
  ['IA', 'Iowa'],
  ['KS', 'Kansas'],
  ['KY', 'Kentucky'],
  ['LA', 'Louisiana'],
  ['ME', 'Maine'],
  ['MD', 'Maryland'],
  ['MA', 'Massachusetts'],
  ['MI', 'Michigan'],
  ['MN', 'Minnesota'],
  ['MS', 'Mississippi'],
  ['MO', 'Missouri'],
  ['MT', 'Montana'],
  ['NE', 'Nebraska'],
  ['NV', 'Nevada'],
  ['NH', 'New Hampshire'],
  ['NJ', 'New Jersey'],
  ['NM', 'New Mexico'],
  ['NY', 'New York'],
  ['NC', 'North Carolina'],
  ['ND', 'North Dakota'],
  ['OH', 'Ohio'],
  ['OK', 'Oklahoma'],
  ['OR', 'Oregon'],
  ['PA', 'Pennsylvania'],
  ['RI', 'Rhode Island'],
  ['SC', 'South Carolina'],
  ['SD', 'South Dakota'],
  ['TN', 'Tennessee'],
  ['TX', 'Texas'],
  ['UT', 'Utah'],
  ['VT', 'Vermont'],
  ['VA', 'Virginia'],
  ['WA', 'Washington'],
  ['WV', 'West Virginia'],
  ['WI', 'Wisconsin'],
  ['WY', 'Wyoming'],
].map(([Code, Name]) => ({ Code: Code as string, Name: Name as string }));

const CANADIAN_PROVINCES: readonly StateOption[] = [
  ['AB', 'Alberta'],
  ['BC', 'British Columbia'],
  ['MB', 'Manitoba'],
  ['NB', 'New Brunswick'],
  ['NL', 'Newfoundland and Labrador'],
  ['NS', 'Nova Scotia'],
  ['NT', 'Northwest Territories'],
  ['NU', 'Nunavut'],
  ['ON', 'Ontario'],
  ['PE', 'Prince Edward Island'],
  ['QC', 'Quebec'],
  ['SK', 'Saskatchewan'],
  ['YT', 'Yukon'],
].map(([Code, Name]) => ({ Code: Code as string, Name: Name as string }));

/**
 * Countries when the page supplies none: the US and Canada with their states, and one country
 * without a state list so the free-text state applies.
 */
export const DEFAULT_COUNTRIES: readonly Country[] = [
  { Code: 'USA', Name: 'United States', States: [...APPROVED_US_STATES] },
  { Code: 'CAN', Name: 'Canada', States: [...CANADIAN_PROVINCES] },
  { Code: 'BMU', Name: 'Bermuda', States: [] },
];

export function isApprovedUsState(code: string): boolean {
  const wanted = code.trim().toUpperCase();
  return APPROVED_US_STATES.some((s) => s.Code === wanted);
}

export function findCountry(countries: readonly Country[], code: string): Country | undefined {
  const wanted = code.trim().toUpperCase();
  return countries.find((c) => c.Code.toUpperCase() === wanted);
}

/**
 * storefront.md §5: a typed state name is mapped to its code. Returns the code for a code or a
 * name of the country's states (any case), the trimmed text for a country without states, and
 * null when the country has states and the value is none of them.
 */
export function stateCodeFor(
  countries: readonly Country[],
  countryCode: string,
  value: string,
): string | null {
  const typed = value.trim();
  const states = findCountry(countries, countryCode)?.States ?? [];
  if (states.length === 0) return typed;
  const wanted = typed.toUpperCase();
  const match = states.find(
    (s) => s.Code.toUpperCase() === wanted || s.Name.toUpperCase() === wanted,
  );
  return match ? match.Code : null;
}
