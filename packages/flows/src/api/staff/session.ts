import { z } from 'zod/mini';
import { callJson } from '../http';
import { staffJson } from './request';

/** back-office-products.md §3 "User info (sign-in)": Role is roleId and assigned. */
export const userRoleSchema = z.object({
  roleId: z.number(),
  assigned: z.boolean(),
});
export type UserRole = z.infer<typeof userRoleSchema>;

const optionalText = z.optional(z.nullable(z.string()));

/**
 * GET Users/Info (back-office-products.md §3, §7 Session): userName, firstName, lastName,
 * userRoles and isActive. My Account (back-office-admin.md §2) "reads the signed-in user's profile
 * that the shell already holds", so the profile fields of the User entity (back-office-admin.md
 * §3) are read here too when the server sends them.
 */
export const userInfoSchema = z.object({
  userName: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  userRoles: z.array(userRoleSchema),
  isActive: z.boolean(),
  userPrincipalName: optionalText,
  middleName: optionalText,
  email: optionalText,
  officePhone: optionalText,
  officeExt: optionalText,
  officeFax: optionalText,
  mobilePhone: optionalText,
  otherMobile: optionalText,
  housePhone: optionalText,
  department: optionalText,
  title: optionalText,
  location: optionalText,
  manager: optionalText,
  houzzUrl: optionalText,
  credentials: optionalText,
  employeeGUID: optionalText,
  addressInformation: z.optional(
    z.nullable(
      z.object({
        addressLine1: optionalText,
        addressLine2: optionalText,
        city: optionalText,
        stateCode: optionalText,
        postalCode: optionalText,
        country: optionalText,
      }),
    ),
  ),
});
export type UserInfo = z.infer<typeof userInfoSchema>;

/** GET /bridgesys/Users/Info with the bearer token: who is signed in, their roles, active or not. */
export function fetchUserInfo(signal?: AbortSignal): Promise<UserInfo> {
  return staffJson('session.userInfo', userInfoSchema, { signal });
}

// ---------------------------------------------------------------------------------------------
// The demo identity provider. The site's persona picker talks to it over HTTP like any client;
// the OpenID Connect library itself reads discovery, token and userinfo on its own.

export const demoPersonaSchema = z.object({
  id: z.string(),
  label: z.string(),
  description: z.string(),
});
export type DemoPersona = z.infer<typeof demoPersonaSchema>;

/** GET /demo-idp/personas: the staff personas one may sign in as. */
export function fetchDemoPersonas(signal?: AbortSignal): Promise<DemoPersona[]> {
  return callJson('demoIdp.personas', z.array(demoPersonaSchema), { signal });
}

/** What the authorization request carried, handed back with the chosen persona. */
export interface DemoAuthorizationRequest {
  /** Absent for `prompt=none` (silent sign-in): the provider uses whoever it has signed in. */
  personaId?: string | undefined;
  clientId: string;
  redirectUri: string;
  codeChallenge: string;
  codeChallengeMethod: string;
  scope: string;
  nonce?: string | undefined;
}

export const demoCodeGrantSchema = z.object({ code: z.string() });

/** POST /demo-idp/codes: the provider grants a one-time authorization code for the persona. */
export async function issueDemoAuthorizationCode(request: DemoAuthorizationRequest, signal?: AbortSignal): Promise<string> {
  const reply = await callJson('demoIdp.issueCode', demoCodeGrantSchema, { json: request, signal });
  return reply.code;
}

/** POST /demo-idp/sessions/end: the provider forgets who was signed in (its "logout"). */
export async function endDemoSession(signal?: AbortSignal): Promise<void> {
  await callJson('demoIdp.endSession', z.unknown(), { json: {}, signal });
}
