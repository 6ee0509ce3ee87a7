import type { HttpHandler } from 'msw';
import { HttpResponse } from 'msw';
import {
  userChangeHistoryRequestSchema,
  userSchema,
  usersByDateRequestSchema,
} from '@joinery/flows/api/admin/users';
import { displayDateTime } from '../../data/admin/dates';
import { fullName, userChangeHistory, users, type StoredUser } from '../../data/admin/users';
import { changesBetween, historyAuthorsSince, historyPage } from './history';
import { USER_TEXT_RULES } from '@joinery/flows/admin';
import { adminRoute, failure, found, idParam, nextId, readBody, refuseBadText, saved, toWire } from './http';

/** The user fields whose changes are recorded in the change history, with their labels. */
const trackedFields: Partial<Record<keyof StoredUser, string>> = {
  firstName: 'First Name',
  middleName: 'Middle Name',
  lastName: 'Last Name',
  title: 'Title',
  department: 'Department',
  location: 'Location',
  email: 'Email',
  officePhone: 'Office Phone',
  officeExt: 'Office Extension',
  officeFax: 'Fax',
  mobilePhone: 'Mobile Phone',
  otherMobile: 'Other Mobile',
  housePhone: 'House Phone',
  manager: 'Manager',
  houzzUrl: 'Community Profile URL',
  credentials: 'Credentials',
  isActive: 'Status',
  designerPagePublished: 'Designer Page Published',
  designerPageMetadataTitle: 'Designer Page Meta Title',
  designerPageUrl: 'Designer Page URL',
  designerPageMetadataDescription: 'Designer Page Meta Description',
  designerLocationName: 'Designer Location',
  designerPhone: 'Designer Phone',
  designerDescription: 'Designer Description',
};

const addressFields: Record<keyof StoredUser['addressInformation'], string> = {
  addressLine1: 'Address Line 1',
  addressLine2: 'Address Line 2',
  city: 'City',
  stateCode: 'State',
  postalCode: 'Zip',
  country: 'Country',
};

/** Rich text is recorded as its words (the history table shows text, not markup). */
const richTextWords = (html: string) =>
  html
    .replace(/<\/(p|li|h\d)>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();

/**
 * A user as its change history sees it, one value per labelled field: the fields of the
 * dialog's panels (Details, address, SEO), Status as Active/Inactive and each role of the
 * catalogue as "Role: {name}" Assigned/Not Assigned, so a save records one row per changed field.
 */
function historyView(user: StoredUser): Record<string, string> {
  const view: Record<string, string> = {};
  for (const [key, label] of Object.entries(trackedFields) as Array<[keyof StoredUser, string]>) {
    view[label] = String(user[key] ?? '');
  }
  view[trackedFields.isActive ?? 'Status'] = user.isActive ? 'Active' : 'Inactive';
  view[trackedFields.designerPagePublished ?? ''] = user.designerPagePublished ? 'True' : 'False';
  view[trackedFields.designerDescription ?? ''] = richTextWords(user.designerDescription);
  for (const [key, label] of Object.entries(addressFields) as Array<[keyof StoredUser['addressInformation'], string]>) {
    view[label] = user.addressInformation[key] ?? '';
  }
  for (const role of user.epIroles) {
    const assigned = user.userRoles.find((r) => r.roleId === role.roleId)?.assigned ?? false;
    view[`Role: ${role.roleName}`] = assigned ? 'Assigned' : 'Not Assigned';
  }
  return view;
}

/** back-office-admin.md §7 Users. */
export const usersHandlers: HttpHandler[] = [
  adminRoute('users.list', () => HttpResponse.json(users.all().map(toWire))),

  adminRoute<{ id: string }>('users.get', ({ params }) => {
    // GET Users/Info (the session's call) shares this path shape; let its handler answer it.
    if (!/^\d+$/.test(params.id)) return undefined;
    return HttpResponse.json(toWire(found(users.find(idParam(params.id)), `User ${params.id}`)));
  }),

  adminRoute<{ id: string }>('users.update', async ({ params, request }) => {
    const id = idParam(params.id);
    const body = await readBody(request, userSchema);
    if (body.id !== id) throw failure(400, `The body's id ${body.id} is not user ${id}.`);
    refuseBadText(body, USER_TEXT_RULES);
    refuseBadText(body.addressInformation, USER_TEXT_RULES);
    const before = found(users.find(id), `User ${id}`);
    const { rowVersion, ...changes } = body;
    const now = new Date();
    // Role assignments keep their catalogue; only `assigned` is the user's to change.
    const userRoles = before.userRoles.map((role) => ({
      ...role,
      assigned: changes.userRoles.find((r) => r.roleId === role.roleId)?.assigned ?? role.assigned,
    }));
    const after = saved(
      users.update(id, { ...changes, userRoles, epIroles: before.epIroles, lastUpdatedAtDisplay: displayDateTime(now) }, rowVersion),
      `User ${id}`,
    );
    const history = userChangeHistory.all();
    const beforeView = historyView(before);
    const afterView = historyView(after);
    for (const change of changesBetween(
      beforeView,
      afterView,
      Object.fromEntries(Object.keys({ ...beforeView, ...afterView }).map((label) => [label, label])),
      body.LastUpdatedby || fullName(after),
      id,
      nextId(history, (c) => c.id),
      now,
    )) {
      userChangeHistory.insert(change);
    }
    return HttpResponse.json(toWire(after));
  }),

  adminRoute('users.changeHistory', async ({ request }) => {
    const body = await readBody(request, userChangeHistoryRequestSchema);
    found(users.find(body.userId), `User ${body.userId}`);
    const page = historyPage(
      userChangeHistory.where((c) => c.subjectId === body.userId),
      { since: body.userDate, author: body.user, pageIndex: body.pageIndex, pageSize: body.pageSize },
    );
    return HttpResponse.json({ totalRecords: page.totalRecords, userChangeHistoryRecords: page.records });
  }),

  adminRoute('users.byDate', async ({ request }) => {
    const body = await readBody(request, usersByDateRequestSchema);
    found(users.find(body.userId), `User ${body.userId}`);
    return HttpResponse.json(historyAuthorsSince(userChangeHistory.where((c) => c.subjectId === body.userId), body.fromDate));
  }),
];
