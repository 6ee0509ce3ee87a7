import type { UserInfo } from '@joinery/flows/api/staff/session';
import { defineTable, defineValue } from '../store';

/**
 * The staff personas of the demo identity provider (back-office-products.md §3 "User info",
 * §6 roles). Each persona is what Users/Info answers for its token. Roles 1 and 2 are the bid and
 * SOW administrator flags (the first and second entries); 3 IT, 4 Inventory, 5 Quote Requests.
 */
export interface StaffPersona {
  id: string;
  /** What the persona picker shows. */
  label: string;
  description: string;
  /** Users/Info's answer; undefined for a user the back end does not know (it answers 404). */
  info: UserInfo | undefined;
}

const roles = (assigned: readonly number[]) =>
  [1, 2, 3, 4, 5].map((roleId) => ({ roleId, assigned: assigned.includes(roleId) }));

const address = {
  addressLine1: '1200 Cabinet Row',
  addressLine2: 'Suite 300',
  city: 'Springfield',
  stateCode: 'VA',
  postalCode: '22150',
  country: 'USA',
};

export const staffPersonas: readonly StaffPersona[] = [
  {
    id: 'all-roles',
    label: 'Alex Admin — all roles',
    description: 'Active, with every role: IT, Inventory and Quote Requests included.',
    info: {
      userName: 'alex.admin@joinery.example',
      userPrincipalName: 'alex.admin@joinery.example',
      firstName: 'Alex',
      middleName: 'J.',
      lastName: 'Admin',
      email: 'alex.admin@joinery.example',
      officePhone: '703-555-0100',
      officeExt: '100',
      officeFax: '703-555-0199',
      mobilePhone: '703-555-0101',
      otherMobile: '',
      housePhone: '',
      department: 'Information Technology',
      title: 'Systems Administrator',
      location: 'Springfield',
      manager: 'Morgan Director',
      houzzUrl: 'https://www.houzz.com/pro/joinery-alex',
      credentials: 'CKD',
      employeeGUID: '6f1c9a52-2d0e-4c7b-9d4f-1a2b3c4d5e6f',
      addressInformation: address,
      isActive: true,
      userRoles: roles([1, 2, 3, 4, 5]),
    },
  },
  {
    id: 'catalogue',
    label: 'Casey Catalogue — catalogue staff',
    description: 'Active catalogue staff without the IT, Inventory and Quote Requests roles.',
    info: {
      userName: 'casey.catalogue@joinery.example',
      userPrincipalName: 'casey.catalogue@joinery.example',
      firstName: 'Casey',
      middleName: '',
      lastName: 'Catalogue',
      email: 'casey.catalogue@joinery.example',
      officePhone: '703-555-0120',
      officeExt: '120',
      department: 'Merchandising',
      title: 'Catalogue Specialist',
      location: 'Elkridge',
      manager: 'Alex Admin',
      addressInformation: { ...address, city: 'Elkridge', stateCode: 'MD', postalCode: '21075' },
      isActive: true,
      userRoles: roles([]),
    },
  },
  {
    id: 'inactive',
    label: 'Ivy Inactive — inactive user',
    description: 'Signs in, but is not active for the CRM: lands on the login result page.',
    info: {
      userName: 'ivy.inactive@joinery.example',
      firstName: 'Ivy',
      lastName: 'Inactive',
      email: 'ivy.inactive@joinery.example',
      department: 'Sales',
      isActive: false,
      userRoles: roles([3, 4, 5]),
    },
  },
  {
    id: 'unknown',
    label: 'Uma Unknown — unknown user',
    description: 'Signs in at the provider, but the back office does not know her: Users/Info fails.',
    info: undefined,
  },
];

export function findPersona(id: string): StaffPersona | undefined {
  return staffPersonas.find((persona) => persona.id === id);
}

/** An authorization code the persona picker granted, waiting for the token exchange. */
export interface DemoAuthorizationCode {
  code: string;
  personaId: string;
  clientId: string;
  redirectUri: string;
  codeChallenge: string;
  codeChallengeMethod: string;
  scope: string;
  nonce: string | undefined;
  /** Epoch seconds. */
  expiresAt: number;
}

/**
 * Kept in the store (not module memory) because the sign-in crosses full-page navigations: the
 * site persists the store between them, as a real provider keeps its codes on the server.
 */
export const demoAuthorizationCodes = defineTable<DemoAuthorizationCode, string>('demoIdpCodes', (c) => c.code, () => []);

export interface DemoRefreshToken {
  token: string;
  personaId: string;
  clientId: string;
  scope: string;
  /** When the person authenticated: a refreshed ID token must repeat it (OIDC Core §12.2). */
  authTime: number;
}
export const demoRefreshTokens = defineTable<DemoRefreshToken, string>('demoIdpRefreshTokens', (t) => t.token, () => []);

/** Who is signed in at the provider (its "session cookie"): lets `prompt=none` sign in silently. */
export const demoProviderSession = defineValue<{ personaId: string } | null>('demoIdpSession', () => null);
