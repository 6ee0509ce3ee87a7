import type { Role, User } from '@joinery/flows/api/admin/users';
import type { ChangeHistoryRecord } from '@joinery/flows/api/admin/common';
import {
  ROLE_BID_ADMIN,
  ROLE_INVENTORY,
  ROLE_IT,
  ROLE_QUOTE_REQUESTS,
  ROLE_SOW_ADMIN,
} from '@joinery/flows/admin';
import { defineTable } from '../store';
import { seeded } from '../random';
import { staffPersonas } from '../staff/staff';
import { daysAgo, displayDateTime, isoDateTime, notLaterThanNow } from './dates';
import { locationSeed } from './locations';
import { seedOnce } from './seed';

export type StoredUser = Omit<User, 'rowVersion'>;

/**
 * The role catalogue (§3 epIroles). Ids 1-5 come from §6; role 6 is an inactive legacy role so
 * Role Permissions has one to leave out (docs/decisions.md).
 */
export const roleCatalogue: readonly Role[] = [
  { roleId: ROLE_BID_ADMIN, roleName: 'Bid Admin', roleDescription: 'Edits sales person, customer, project, dates and status of existing bids.', active: true },
  { roleId: ROLE_SOW_ADMIN, roleName: 'SOW Admin', roleDescription: 'Maintains scope-of-work project types and sees every designer\'s projects.', active: true },
  { roleId: ROLE_IT, roleName: 'IT', roleDescription: 'Sees the IT menu.', active: true },
  { roleId: ROLE_INVENTORY, roleName: 'Inventory', roleDescription: 'Sees the Inventory menu.', active: true },
  { roleId: ROLE_QUOTE_REQUESTS, roleName: 'Quote Requests', roleDescription: 'Sees the Quote Requests menu.', active: true },
  { roleId: 6, roleName: 'Legacy CRM Reports', roleDescription: 'Retired with the old CRM.', active: false },
];

interface Job {
  department: string;
  titles: string[];
  roles: number[];
  count: number;
}

/** 47 staff users, by department, with the roles their work needs (the three sign-in personas make 50). */
const jobs: Job[] = [
  { department: 'Administration', titles: ['Branch Manager', 'Operations Director'], roles: [ROLE_BID_ADMIN, ROLE_SOW_ADMIN], count: 5 },
  { department: 'Design', titles: ['Kitchen Designer', 'Senior Kitchen Designer', 'Bath Designer'], roles: [], count: 16 },
  { department: 'Sales', titles: ['Sales Consultant', 'Account Manager', 'Multi-Family Sales Manager'], roles: [], count: 12 },
  { department: 'Inventory', titles: ['Inventory Specialist', 'Warehouse Lead'], roles: [ROLE_INVENTORY], count: 5 },
  { department: 'Information Technology', titles: ['Systems Administrator', 'Help Desk Analyst'], roles: [ROLE_IT, ROLE_INVENTORY, ROLE_QUOTE_REQUESTS], count: 4 },
  { department: 'Quotes', titles: ['Quote Specialist', 'Estimator'], roles: [ROLE_QUOTE_REQUESTS], count: 5 },
];

const credentialsPool = ['', '', 'AKBD', 'CKD', 'CKBD', 'NKBA Associate'];

/**
 * The demo sign-in personas that the back end knows (mocks/data/staff.ts) come first, so the
 * signed-in user is one of the users: saving yourself refreshes the session (§4 User), and the
 * SOW list's designer filter finds you (§2).
 */
function personaUsers(): StoredUser[] {
  const faker = seeded(7203);
  const known = staffPersonas.flatMap((p) => (p.info ? [p.info] : []));
  return known.map((info, i) => {
    const id = i + 1;
    const assigned = new Set(info.userRoles.filter((r) => r.assigned).map((r) => r.roleId));
    return {
      id,
      firstName: info.firstName,
      lastName: info.lastName,
      userName: info.userName,
      userPrincipalName: info.userPrincipalName ?? info.userName,
      middleName: info.middleName ?? '',
      email: info.email ?? info.userName,
      location: info.location ?? '',
      department: info.department ?? '',
      title: info.title ?? '',
      officeExt: info.officeExt ?? '',
      officePhone: info.officePhone ?? '',
      officeFax: info.officeFax ?? '',
      mobilePhone: info.mobilePhone ?? '',
      otherMobile: info.otherMobile ?? '',
      housePhone: info.housePhone ?? '',
      isActive: info.isActive,
      adEnabled: info.isActive,
      lastUpdatedAtDisplay: displayDateTime(daysAgo(10 + i, 600)),
      LastUpdatedby: 'AD Sync',
      userRoles: roleCatalogue.map((role) => ({ userRoleId: id * 10 + role.roleId, roleId: role.roleId, userId: id, assigned: assigned.has(role.roleId) })),
      epIroles: [...roleCatalogue],
      addressInformation: {
        addressLine1: info.addressInformation?.addressLine1 ?? '',
        addressLine2: info.addressInformation?.addressLine2 ?? '',
        city: info.addressInformation?.city ?? '',
        stateCode: info.addressInformation?.stateCode ?? '',
        postalCode: info.addressInformation?.postalCode ?? '',
        country: info.addressInformation?.country ?? '',
      },
      manager: info.manager ?? '',
      houzzUrl: info.houzzUrl ?? '',
      credentials: info.credentials ?? '',
      employeeGUID: info.employeeGUID ?? faker.string.uuid(),
      designerDescription: '',
      designerPagePublished: false,
      designerPageMetadataTitle: '',
      designerPageUrl: '',
      designerPageMetadataDescription: '',
      designerLocationId: null,
      designerLocationName: '',
      designerPhone: '',
    };
  });
}

const seedUsers = seedOnce((): StoredUser[] => {
  const personas = personaUsers();
  const faker = seeded(7201);
  const branches = locationSeed();
  const published = branches.filter((l) => l.locationPagePublished);
  const users: StoredUser[] = [...personas];
  const managers: string[] = [];
  const userNames = new Set(personas.map((u) => u.userName));
  let id = personas.length;
  for (const job of jobs) {
    for (let n = 0; n < job.count; n++) {
      id += 1;
      const firstName = faker.person.firstName();
      const lastName = faker.person.lastName();
      const middleName = n % 3 === 0 ? faker.person.middleName() : '';
      // Staff sign in with their e-mail address; its first ten characters are the 10 Character ID (§2).
      const localPart = `${firstName}.${lastName}`.toLowerCase().replace(/[^a-z.]/g, '');
      const userName = `${userNames.has(`${localPart}@joinery.example`) ? `${localPart}${id}` : localPart}@joinery.example`;
      userNames.add(userName);
      const branch = faker.helpers.arrayElement(branches);
      const home = faker.helpers.arrayElement(published);
      const isDesigner = job.department === 'Design';
      const title = job.titles[n % job.titles.length] ?? job.titles[0] ?? '';
      // Sales managers also administer bids; senior designers administer scope-of-work types.
      const roles = new Set(job.roles);
      if (title === 'Multi-Family Sales Manager') roles.add(ROLE_BID_ADMIN);
      if (title === 'Senior Kitchen Designer') roles.add(ROLE_SOW_ADMIN);
      const isActive = id % 7 !== 3;
      const fullName = `${firstName} ${lastName}`;
      const updated = daysAgo(faker.number.int({ min: 0, max: 200 }), faker.number.int({ min: 420, max: 1080 }));
      users.push({
        id,
        firstName,
        lastName,
        userName,
        userPrincipalName: userName,
        middleName,
        email: userName,
        location: branch.name,
        department: job.department,
        title,
        officeExt: String(faker.number.int({ min: 2000, max: 4999 })),
        officePhone: branch.phone,
        officeFax: branch.fax,
        mobilePhone: n % 2 === 0 ? faker.phone.number({ style: 'national' }) : '',
        otherMobile: n % 9 === 0 ? faker.phone.number({ style: 'national' }) : '',
        housePhone: '',
        isActive,
        adEnabled: id % 11 === 5 ? null : isActive || id % 2 === 0,
        lastUpdatedAtDisplay: displayDateTime(updated),
        LastUpdatedby: managers[0] ?? 'AD Sync',
        userRoles: roleCatalogue.map((role) => ({
          userRoleId: id * 10 + role.roleId,
          roleId: role.roleId,
          userId: id,
          assigned: roles.has(role.roleId),
        })),
        epIroles: [...roleCatalogue],
        addressInformation: {
          addressLine1: branch.addressLine1,
          addressLine2: branch.addressLine2,
          city: branch.city,
          stateCode: branch.stateCode,
          postalCode: branch.zip,
          country: 'USA',
        },
        manager: job.department === 'Administration' ? 'Dana Whitfield' : (managers[id % Math.max(1, managers.length)] ?? ''),
        houzzUrl: isDesigner ? `https://www.houzz.com/pro/joinery-${localPart.replace('.', '-')}` : '',
        credentials: isDesigner ? faker.helpers.arrayElement(credentialsPool) : '',
        employeeGUID: faker.string.uuid(),
        designerDescription: isDesigner
          ? `<p>${firstName} has designed kitchens and baths for ${faker.number.int({ min: 3, max: 25 })} years and loves ${faker.helpers.arrayElement(['transitional', 'farmhouse', 'modern', 'traditional'])} spaces.</p>`
          : '',
        designerPagePublished: isDesigner && isActive && n % 5 !== 4,
        designerPageMetadataTitle: isDesigner ? `${fullName} | Kitchen Designer | Joinery` : '',
        designerPageUrl: isDesigner ? `/designers/${firstName}-${lastName}`.toLowerCase() : '',
        designerPageMetadataDescription: isDesigner ? `Meet ${fullName}, a Joinery designer at our ${home.name} showroom.` : '',
        designerLocationId: isDesigner ? home.id : null,
        designerLocationName: isDesigner ? home.name : '',
        designerPhone: isDesigner ? home.phone : '',
      });
      if (job.department === 'Administration') managers.push(fullName);
    }
  }
  return users;
});

export const users = defineTable<StoredUser, number>('admin.users', (u) => u.id, seedUsers);
export const userSeed = seedUsers;

export const fullName = (user: Pick<StoredUser, 'firstName' | 'lastName'>) => `${user.firstName} ${user.lastName}`;

/** The people who appear as authors of changes: administrators and the directory sync. */
export function historyAuthors(): string[] {
  return [...userSeed().filter((u) => u.department === 'Administration').map(fullName), 'AD Sync'];
}

// ---- Change history ------------------------------------------------------------------------------

export interface StoredChange extends ChangeHistoryRecord {
  id: number;
  /** The user or bid the change belongs to. */
  subjectId: number;
}

const seedUserHistory = seedOnce((): StoredChange[] => {
  const faker = seeded(7202);
  const authors = historyAuthors();
  const branches = locationSeed().map((l) => l.name);
  const fieldValues: Record<string, () => string> = {
    Title: () => faker.helpers.arrayElement(['Kitchen Designer', 'Sales Consultant', 'Account Manager', 'Estimator', 'Branch Manager']),
    Department: () => faker.helpers.arrayElement(['Design', 'Sales', 'Quotes', 'Inventory']),
    Location: () => faker.helpers.arrayElement(branches),
    'Office Phone': () => faker.phone.number({ style: 'national' }),
    'Mobile Phone': () => faker.phone.number({ style: 'national' }),
    'Office Extension': () => String(faker.number.int({ min: 2000, max: 4999 })),
    Status: () => faker.helpers.arrayElement(['Active', 'Inactive']),
    'Designer Page Published': () => faker.helpers.arrayElement(['True', 'False']),
    'Role: Bid Admin': () => faker.helpers.arrayElement(['Assigned', 'Not Assigned']),
    'Role: Quote Requests': () => faker.helpers.arrayElement(['Assigned', 'Not Assigned']),
  };
  const records: StoredChange[] = [];
  for (const user of userSeed()) {
    // User 1 has a long history so paging (25 a page) always has a second page.
    const count = user.id === 1 ? 70 : faker.number.int({ min: 0, max: 30 });
    for (let n = 0; n < count; n++) {
      const field = faker.helpers.objectKey(fieldValues);
      const from = fieldValues[field]?.() ?? '';
      // About one in ten records is a save that changed nothing: the screen hides them (§5).
      const to = faker.number.int({ min: 1, max: 10 }) === 1 ? from : (fieldValues[field]?.() ?? '');
      const when = notLaterThanNow(daysAgo(user.id === 1 ? Math.floor(n * 1.2) : faker.number.int({ min: 0, max: 120 }), faker.number.int({ min: 420, max: 1080 })));
      records.push({
        id: records.length + 1,
        subjectId: user.id,
        changeDate: isoDateTime(when),
        user: faker.helpers.arrayElement(authors),
        changeField: field,
        from,
        to,
      });
    }
  }
  return records;
});

export const userChangeHistory = defineTable<StoredChange, number>('admin.userChangeHistory', (c) => c.id, seedUserHistory);
