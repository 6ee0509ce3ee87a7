import { describe, expect, it } from 'vitest';
import { HISTORY_PAGE_SIZE, ROLE_BID_ADMIN, ROLE_INVENTORY, ROLE_IT, ROLE_QUOTE_REQUESTS, ROLE_SOW_ADMIN } from '@joinery/flows/admin';
import {
  fetchUser,
  fetchUserChangeHistory,
  fetchUserHistoryAuthors,
  fetchUsers,
  updateUser,
} from '@joinery/flows/api/admin/users';
import { isApiError } from '@joinery/flows/api';
import { defaultHistorySince } from '@joinery/flows/admin/changeHistory';
import { setupMockServer } from '../../test-utils';
import { describeFaults, TEST_BEARER } from './faultMatrix';

setupMockServer();

const monthAgo = () => {
  const d = new Date();
  d.setMonth(d.getMonth() - 1);
  return d.toISOString().slice(0, 10);
};

describe('users.list', () => {
  it('answers 50 staff users with the role catalogue and their roles', async () => {
    const users = await fetchUsers();
    expect(users).toHaveLength(50);
    expect(users.some((u) => !u.isActive)).toBe(true);
    const roleIds = users[0]?.epIroles.map((r) => r.roleId);
    expect(roleIds).toEqual(expect.arrayContaining([ROLE_BID_ADMIN, ROLE_SOW_ADMIN, ROLE_IT, ROLE_INVENTORY, ROLE_QUOTE_REQUESTS]));
    for (const role of [ROLE_BID_ADMIN, ROLE_SOW_ADMIN, ROLE_IT, ROLE_INVENTORY, ROLE_QUOTE_REQUESTS]) {
      expect(users.some((u) => u.userRoles.some((r) => r.roleId === role && r.assigned))).toBe(true);
    }
    // §6: the first role entry gives bid admin, the second SOW admin.
    expect(users.every((u) => u.userRoles[0]?.roleId === ROLE_BID_ADMIN && u.userRoles[1]?.roleId === ROLE_SOW_ADMIN)).toBe(true);
    expect(users.every((u) => typeof u.rowVersion === 'number')).toBe(true);
  });

  it('gives designers a designer page at a published location', async () => {
    const designers = (await fetchUsers()).filter((u) => u.designerPagePublished);
    expect(designers.length).toBeGreaterThan(5);
    expect(designers.every((u) => u.designerLocationId !== null && u.designerPageUrl.startsWith('/designers/'))).toBe(true);
  });
});

describe('users.get and users.update', () => {
  it('knows the signed-in demo personas as users', async () => {
    const users = await fetchUsers();
    expect(users[0]).toMatchObject({ id: 1, userName: 'alex.admin@joinery.example', isActive: true });
    expect(users[0]?.userRoles.filter((r) => r.assigned).map((r) => r.roleId)).toEqual([1, 2, 3, 4, 5]);
    // §2: the 10 Character ID is the first ten characters of the user name.
    expect(users.every((u) => /^[a-z.0-9]+@joinery\.example$/.test(u.userName))).toBe(true);
  });


  it('answers one user by id', async () => {
    const user = await fetchUser(7);
    expect(user.id).toBe(7);
    expect(user.addressInformation.country).toBe('USA');
  });

  it('answers 404 for a user that does not exist', async () => {
    const error = await fetchUser(9999).catch((e: unknown) => e);
    expect(isApiError(error) && error.status).toBe(404);
  });

  it('saves a user, bumps its rowVersion and records the change in its history', async () => {
    const user = await fetchUser(3);
    const saved = await updateUser({
      ...user,
      title: 'Senior Estimator',
      isActive: !user.isActive,
      userRoles: user.userRoles.map((r) => (r.roleId === ROLE_QUOTE_REQUESTS ? { ...r, assigned: !r.assigned } : r)),
      LastUpdatedby: 'Test Admin',
    });
    expect(saved.title).toBe('Senior Estimator');
    expect(saved.isActive).toBe(!user.isActive);
    expect(saved.rowVersion).toBe((user.rowVersion ?? 0) + 1);
    expect(saved.userRoles.find((r) => r.roleId === ROLE_QUOTE_REQUESTS)?.assigned).toBe(
      !user.userRoles.find((r) => r.roleId === ROLE_QUOTE_REQUESTS)?.assigned,
    );
    expect((await fetchUser(3)).title).toBe('Senior Estimator');
    const history = await fetchUserChangeHistory({ userId: 3, pageIndex: 1, user: 'Test Admin' });
    expect(history.userChangeHistoryRecords.map((r) => r.changeField)).toEqual(expect.arrayContaining(['Title', 'Status']));
    expect(history.userChangeHistoryRecords.find((r) => r.changeField === 'Title')).toMatchObject({
      from: user.title,
      to: 'Senior Estimator',
    });
  });

  it('records a row per changed field of every panel: SEO description, meta title, roles, status', async () => {
    const user = await fetchUser(12);
    const quoteRole = user.userRoles.find((r) => r.roleId === ROLE_QUOTE_REQUESTS);
    await updateUser({
      ...user,
      designerDescription: '<p>Plans <b>farmhouse</b> kitchens &amp; baths.</p>',
      designerPageMetadataTitle: 'Walk title',
      userRoles: user.userRoles.map((r) => (r.roleId === ROLE_QUOTE_REQUESTS ? { ...r, assigned: !r.assigned } : r)),
      LastUpdatedby: 'Walk Admin',
    });
    await updateUser({ ...(await fetchUser(12)), isActive: !user.isActive, LastUpdatedby: 'Walk Admin' });
    // The screen's default filter: one month before today; the changes just made come first.
    const history = await fetchUserChangeHistory({ userId: 12, pageIndex: 1, userDate: defaultHistorySince(new Date()) });
    const mine = history.userChangeHistoryRecords.slice(0, 4);
    expect(mine.every((r) => r.user === 'Walk Admin')).toBe(true);
    expect(mine.map((r) => r.changeField).sort()).toEqual(['Designer Description', 'Designer Page Meta Title', 'Role: Quote Requests', 'Status']);
    expect(mine.find((r) => r.changeField === 'Designer Description')?.to).toBe('Plans farmhouse kitchens & baths.');
    expect(mine.find((r) => r.changeField === 'Role: Quote Requests')).toMatchObject({
      from: quoteRole?.assigned ? 'Assigned' : 'Not Assigned',
      to: quoteRole?.assigned ? 'Not Assigned' : 'Assigned',
    });
    expect(mine.find((r) => r.changeField === 'Status')).toMatchObject({ from: user.isActive ? 'Active' : 'Inactive' });
    expect(mine.every((r) => r.from !== r.to)).toBe(true);
    expect(await fetchUserHistoryAuthors({ userId: 12, fromDate: defaultHistorySince(new Date()) })).toContain('Walk Admin');
  });

  it('answers 409 when the user was saved by someone else since it was read', async () => {
    const user = await fetchUser(4);
    await updateUser({ ...user, officeExt: '4001', LastUpdatedby: 'First Admin' });
    const error = await updateUser({ ...user, officeExt: '4002', LastUpdatedby: 'Second Admin' }).catch((e: unknown) => e);
    expect(isApiError(error) && error.kind).toBe('http');
    expect(isApiError(error) && error.status).toBe(409);
    expect((await fetchUser(4)).officeExt).toBe('4001');
  });

  it('answers 400 when the body is not the user of the path', async () => {
    const other = await fetchUser(6);
    const response = await fetch('http://localhost/bridgesys/Users/5', {
      method: 'PUT',
      headers: { Authorization: TEST_BEARER, 'Content-Type': 'application/json' },
      body: JSON.stringify({ ...other, LastUpdatedby: 'x' }),
    });
    expect(response.status).toBe(400);
  });

  it('answers 400 for an over-long or control-character name, a bad e-mail or phone, or an over-long address line (issue 36)', async () => {
    const user = await fetchUser(7);
    for (const broken of [
      { firstName: 'x'.repeat(101) },
      { lastName: 'Lee\u0007' },
      { email: 'not-an-address' },
      { officePhone: 'call me' },
      { addressInformation: { ...user.addressInformation, addressLine1: 'y'.repeat(251) } },
    ]) {
      const error = await updateUser({ ...user, ...broken, LastUpdatedby: 'x' }).catch((e: unknown) => e);
      expect(isApiError(error) && error.status, JSON.stringify(broken).slice(0, 40)).toBe(400);
    }
    expect((await fetchUser(7)).firstName).toBe(user.firstName);
    const ok = await updateUser({ ...user, firstName: 'x'.repeat(100), LastUpdatedby: 'x' });
    expect(ok.firstName).toHaveLength(100);
  });
});

describe('users.changeHistory', () => {
  it('pages the history 25 at a time, newest first', async () => {
    const first = await fetchUserChangeHistory({ userId: 1, pageIndex: 1 });
    expect(first.totalRecords).toBeGreaterThan(HISTORY_PAGE_SIZE);
    expect(first.userChangeHistoryRecords).toHaveLength(HISTORY_PAGE_SIZE);
    const dates = first.userChangeHistoryRecords.map((r) => r.changeDate);
    expect([...dates].sort().reverse()).toEqual(dates);
    const second = await fetchUserChangeHistory({ userId: 1, pageIndex: 2 });
    expect(second.totalRecords).toBe(first.totalRecords);
    expect(second.userChangeHistoryRecords).toHaveLength(Math.min(HISTORY_PAGE_SIZE, first.totalRecords - HISTORY_PAGE_SIZE));
    expect((second.userChangeHistoryRecords[0]?.changeDate ?? '') <= (dates.at(-1) ?? '')).toBe(true);
  });

  it('filters by start date and by the person who made the change', async () => {
    const since = monthAgo();
    const recent = await fetchUserChangeHistory({ userId: 1, pageIndex: 1, userDate: since });
    const all = await fetchUserChangeHistory({ userId: 1, pageIndex: 1 });
    expect(recent.totalRecords).toBeGreaterThan(0);
    expect(recent.totalRecords).toBeLessThan(all.totalRecords);
    expect(recent.userChangeHistoryRecords.every((r) => r.changeDate >= since)).toBe(true);
    const [author] = await fetchUserHistoryAuthors({ userId: 1, fromDate: since });
    expect(author).toBeDefined();
    const byAuthor = await fetchUserChangeHistory({ userId: 1, pageIndex: 1, userDate: since, user: author });
    expect(byAuthor.userChangeHistoryRecords.every((r) => r.user === author)).toBe(true);
  });

  it('keeps records whose from equals to, for the screen to hide (§5)', async () => {
    const pages = await Promise.all([1, 2, 3].map((pageIndex) => fetchUserChangeHistory({ userId: 1, pageIndex })));
    const records = pages.flatMap((p) => p.userChangeHistoryRecords);
    expect(records.some((r) => r.from === r.to)).toBe(true);
  });
});

describe('users.byDate', () => {
  it('lists the distinct authors of the changes since the date', async () => {
    const authors = await fetchUserHistoryAuthors({ userId: 1 });
    expect(authors.length).toBeGreaterThan(0);
    expect(new Set(authors).size).toBe(authors.length);
  });
});

describeFaults([
  { call: 'users.list', run: () => fetchUsers(), wrongShape: { body: [{ id: 'one' }], field: '0.id' } },
  { call: 'users.get', run: () => fetchUser(1), wrongShape: { body: { id: 1 }, field: 'firstName' } },
  {
    call: 'users.update',
    run: async () => updateUser({ ...(await fetchUser(2)), LastUpdatedby: 'Test Admin' }),
    wrongShape: { body: { id: 2, firstName: 'A', lastName: 'B', userName: 'ab', isActive: 'yes' }, field: 'isActive' },
  },
  {
    call: 'users.changeHistory',
    run: () => fetchUserChangeHistory({ userId: 1, pageIndex: 1 }),
    wrongShape: { body: { totalRecords: 1, userChangeHistoryRecords: [{ user: 'x' }] }, field: 'userChangeHistoryRecords.0.changeDate' },
  },
  { call: 'users.byDate', run: () => fetchUserHistoryAuthors({ userId: 1 }), wrongShape: { body: [1], field: '0' } },
]);
