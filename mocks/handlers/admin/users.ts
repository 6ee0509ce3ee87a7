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
import { adminRoute, failure, found, idParam, nextId, readBody, saved, toWire } from './http';

/** The user fields whose changes are recorded in the change history, with their labels. */
const trackedFields: Partial<Record<keyof StoredUser, string>> = {
  firstName: 'First Name',
  lastName: 'Last Name',
  title: 'Title',
  department: 'Department',
  location: 'Location',
  officePhone: 'Office Phone',
  officeExt: 'Office Extension',
  mobilePhone: 'Mobile Phone',
  isActive: 'Status',
  designerPagePublished: 'Designer Page Published',
  designerLocationName: 'Designer Location',
  designerPageUrl: 'Designer Page URL',
};

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
    for (const change of changesBetween(
      { ...before, isActive: before.isActive ? 'Active' : 'Inactive' },
      { ...after, isActive: after.isActive ? 'Active' : 'Inactive' },
      trackedFields,
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
