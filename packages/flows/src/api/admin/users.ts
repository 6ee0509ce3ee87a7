import { z } from 'zod/mini';
import { HISTORY_PAGE_SIZE } from '../../admin/constants';
import { staffJson } from '../staff/request';
import {
  changeHistoryRecordSchema,
  historyAuthorsSchema,
  rowVersionField,
  historyPageShape,
  text,
} from './common';

/** §3 User: userRoles entry (one per role of the catalogue, assigned or not). */
export const userRoleAssignmentSchema = z.object({
  userRoleId: z.number(),
  roleId: z.number(),
  userId: z.number(),
  assigned: z.boolean(),
});
export type UserRoleAssignment = z.infer<typeof userRoleAssignmentSchema>;

/** §3 User: epIroles, the role catalogue (Role Permissions lists the active ones). */
export const roleSchema = z.object({
  roleId: z.number(),
  roleName: z.string(),
  roleDescription: text,
  active: z.boolean(),
});
export type Role = z.infer<typeof roleSchema>;

export const addressInformationSchema = z.object({
  addressLine1: text,
  addressLine2: text,
  city: text,
  stateCode: text,
  postalCode: text,
  country: text,
});
export type AddressInformation = z.infer<typeof addressInformationSchema>;

/** back-office-admin.md §3 User. */
export const userSchema = z.object({
  id: z.number(),
  firstName: z.string(),
  lastName: z.string(),
  userName: z.string(),
  userPrincipalName: text,
  middleName: text,
  email: text,
  location: text,
  department: text,
  title: text,
  officeExt: text,
  officePhone: text,
  officeFax: text,
  mobilePhone: text,
  otherMobile: text,
  housePhone: text,
  isActive: z.boolean(),
  /** AD Status: null reads "Does Not Exist" (§2). */
  adEnabled: z.nullable(z.boolean()),
  lastUpdatedAtDisplay: text,
  LastUpdatedby: text,
  userRoles: z.array(userRoleAssignmentSchema),
  epIroles: z.array(roleSchema),
  addressInformation: addressInformationSchema,
  manager: text,
  /** The community profile URL. */
  houzzUrl: text,
  credentials: text,
  employeeGUID: text,
  /** Designer page (SEO Information panel); rich text. */
  designerDescription: text,
  designerPagePublished: z.boolean(),
  designerPageMetadataTitle: text,
  designerPageUrl: text,
  designerPageMetadataDescription: text,
  /** A location whose page is published; null when none is chosen. */
  designerLocationId: z.nullable(z.number()),
  designerLocationName: text,
  designerPhone: text,
  rowVersion: rowVersionField,
});
export type User = z.infer<typeof userSchema>;

/** PUT Users/{id}: the full user with its roles, LastUpdatedby set to whoever saves. */
export type UserUpdate = User;

export const userChangeHistorySchema = z.object({
  totalRecords: z.number(),
  userChangeHistoryRecords: z.array(changeHistoryRecordSchema),
});
export type UserChangeHistory = z.infer<typeof userChangeHistorySchema>;

export const userChangeHistoryRequestSchema = z.object({
  userId: z.number(),
  /** Only changes on or after this day (YYYY-MM-DD); the screen defaults it to a month ago. */
  userDate: z.optional(z.string()),
  /** Only changes made by this person; empty means everyone. */
  user: z.optional(z.string()),
  ...historyPageShape,
});
export type UserChangeHistoryRequest = z.input<typeof userChangeHistoryRequestSchema>;

export const usersByDateRequestSchema = z.object({
  userId: z.number(),
  fromDate: z.optional(z.string()),
});
export type UsersByDateRequest = z.input<typeof usersByDateRequestSchema>;

/** GET Users (§7 Users). Search and the status filter are the screen's (§2). */
export function fetchUsers(signal?: AbortSignal): Promise<User[]> {
  return staffJson('users.list', z.array(userSchema), { signal });
}

/** GET Users/{id}. */
export function fetchUser(id: number, signal?: AbortSignal): Promise<User> {
  return staffJson('users.get', userSchema, { params: { id }, signal });
}

/** PUT Users/{id}: answers the saved user with its new rowVersion; a stale one answers 409. */
export function updateUser(user: UserUpdate, signal?: AbortSignal): Promise<User> {
  return staffJson('users.update', userSchema, { params: { id: user.id }, json: user, signal });
}

/** POST Users/Users/GetChangeHistoryUsers: one page of the user's change history, newest first. */
export function fetchUserChangeHistory(request: UserChangeHistoryRequest, signal?: AbortSignal): Promise<UserChangeHistory> {
  return staffJson('users.changeHistory', userChangeHistorySchema, {
    json: { ...request, pageSize: request.pageSize ?? HISTORY_PAGE_SIZE },
    signal,
  });
}

/** POST Users/GetUsersByDate: who changed the user since `fromDate`, for the history's user filter. */
export function fetchUserHistoryAuthors(request: UsersByDateRequest, signal?: AbortSignal): Promise<string[]> {
  return staffJson('users.byDate', historyAuthorsSchema, { json: request, signal });
}
