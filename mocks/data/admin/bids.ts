import type { Bid } from '@joinery/flows/api/admin/bids';
import type { BidAdminEmail, BidAdminItem, BidAdminState, BidAdminStatus } from '@joinery/flows/api/admin/bidAdmin';
import { DEFAULT_NEW_BID_STATUS } from '@joinery/flows/admin';
import { defineTable, defineValue } from '../store';
import { seeded } from '../random';
import { addDays, daysAgo, displayDate, displayDateTime, isoDate, isoDateTime, nextWeekday, notLaterThanNow } from './dates';
import { usStates } from './locations';
import { seedOnce } from './seed';
import { fullName, historyAuthors, userSeed, type StoredChange } from './users';

// ---- Bid Tracker Admin lists (also the bid form's property values) ------------------------------

export interface BidAdminListsValue {
  bidStatuses: BidAdminStatus[];
  states: BidAdminState[];
  cabinetManufacturers: BidAdminItem[];
  unitTypes: BidAdminItem[];
  vanityTops: BidAdminItem[];
  kitchenTops: BidAdminItem[];
  adminEmails: BidAdminEmail[];
  version: number;
}

const items = (names: string[], inactive: string[] = []): BidAdminItem[] =>
  [...names, ...inactive].map((name, i) => ({ id: i + 1, name, isActive: i < names.length }));

/** The states multi-family bids are taken in. */
const bidStates = new Set(['PA', 'NJ', 'DE', 'MD', 'VA', 'NC', 'NY', 'CT', 'DC', 'WV']);

const seedBidLists = seedOnce(
  (): BidAdminListsValue => ({
    bidStatuses: [
      { id: 1, name: DEFAULT_NEW_BID_STATUS, isActive: true, displayAsActive: true },
      { id: 2, name: 'Approved To Bid', isActive: true, displayAsActive: true },
      { id: 3, name: 'Bid Submitted', isActive: true, displayAsActive: true },
      { id: 4, name: 'Under Review', isActive: true, displayAsActive: true },
      { id: 5, name: 'On Hold', isActive: true, displayAsActive: true },
      { id: 6, name: 'Awarded', isActive: true, displayAsActive: false },
      { id: 7, name: 'Lost', isActive: true, displayAsActive: false },
      { id: 8, name: 'Cancelled', isActive: true, displayAsActive: false },
      // Retired: still on old bids, hidden from new ones (§4 "Inactive option values are hidden").
      { id: 9, name: 'Pending Credit', isActive: false, displayAsActive: false },
    ],
    states: usStates.map((s) => ({ id: s.stateId, name: s.code, isActive: bidStates.has(s.code), isBidActive: bidStates.has(s.code) })),
    cabinetManufacturers: items(['Harbor Cabinetry', 'Oak Ridge Cabinets', 'Stonebridge Woodworks', 'Maple Lane'], ['Keystone Custom']),
    unitTypes: items(['Apartment', 'Condominium', 'Townhome', 'Single Family', 'Senior Living', 'Student Housing'], ['Hotel']),
    vanityTops: items(['Cultured Marble', 'Quartz', 'Granite', 'Laminate'], ['Solid Surface']),
    kitchenTops: items(['Granite', 'Quartz', 'Laminate', 'Butcher Block', 'Solid Surface'], ['Marble']),
    adminEmails: [
      { id: 1, name: 'Dana Whitfield', email: 'dana.whitfield@joinery.example', bidAdminEmailId: 1, isActive: true, active: true },
      { id: 2, name: 'Multi Family Desk', email: 'multifamily@joinery.example', bidAdminEmailId: 2, isActive: true, active: true },
      { id: 3, name: 'Estimating Team', email: 'estimating@joinery.example', bidAdminEmailId: 3, isActive: false, active: false },
    ],
    version: 1,
  }),
);

/** GET/PUT BidTrackerAdmin; GET Bids/PropertyValues reads the same lists. */
export const bidAdminLists = defineValue<BidAdminListsValue>('admin.bidAdminLists', seedBidLists);

// ---- Bids ---------------------------------------------------------------------------------------

export type StoredBid = Omit<Bid, 'rowVersion'>;

const doorStyles = ['Shaker', 'Raised Panel', 'Slab', 'Recessed Panel', 'Inset Shaker', 'Beadboard'];
const finishes = ['White Paint', 'Dove Gray Paint', 'Espresso Stain', 'Natural Maple', 'Cherry Stain', 'Navy Paint'];
const projectSuffixes = ['Apartments', 'Residences', 'Commons', 'Lofts', 'Townhomes', 'Senior Living', 'Flats'];
const noteTexts = [
  'Sent revised pricing with soft-close upgrade.',
  'GC asked for a value-engineered option on the kitchen tops.',
  'Walked the model unit with the owner; waiting on finish selection.',
  'Bid due date moved per architect addendum.',
  'Owner prefers painted finish; requoted door style.',
  'Followed up by phone, decision expected next week.',
  'Lost to a lower bid; keep on the list for phase two.',
];

/** Older bids have mostly left the active statuses. */
function statusFor(ageDays: number, pick: (weights: Array<{ weight: number; value: number }>) => number): number {
  if (ageDays < 30) return pick([{ weight: 5, value: 1 }, { weight: 3, value: 2 }, { weight: 3, value: 3 }, { weight: 1, value: 4 }]);
  if (ageDays < 120) return pick([{ weight: 1, value: 1 }, { weight: 2, value: 3 }, { weight: 4, value: 4 }, { weight: 1, value: 5 }, { weight: 2, value: 6 }, { weight: 2, value: 7 }]);
  return pick([{ weight: 1, value: 5 }, { weight: 4, value: 6 }, { weight: 4, value: 7 }, { weight: 2, value: 8 }, { weight: 1, value: 9 }]);
}

export function unitsText(units: number): string {
  return units.toLocaleString('en-US');
}

const seedBids = seedOnce((): StoredBid[] => {
  const faker = seeded(7301);
  const lists = seedBidLists();
  const sales = userSeed().filter((u) => u.department === 'Sales' || u.title === 'Branch Manager').map(fullName);
  const authors = historyAuthors();
  const activeStates = lists.states.filter((s) => s.isBidActive);
  const name = <T extends { id: number; name: string }>(list: T[], id: number) => list.find((x) => x.id === id)?.name ?? '';
  const bids: StoredBid[] = [];
  for (let id = 1; id <= 300; id++) {
    const ageDays = faker.number.int({ min: 0, max: 540 });
    const submitted = nextWeekday(daysAgo(ageDays, faker.number.int({ min: 480, max: 1020 })));
    const due = nextWeekday(addDays(submitted, faker.number.int({ min: 7, max: 30 })));
    const sentIn = nextWeekday(addDays(due, -faker.number.int({ min: 0, max: 4 })));
    const start = nextWeekday(addDays(submitted, faker.number.int({ min: 60, max: 300 })));
    const updated = addDays(submitted, faker.number.int({ min: 0, max: Math.max(0, Math.min(ageDays, 90)) }));
    const units = faker.number.int({ min: 12, max: 480 });
    const unitTypeId = faker.number.int({ min: 1, max: 6 });
    const state = faker.helpers.arrayElement(activeStates);
    const statusId = statusFor(ageDays, (w) => faker.helpers.weightedArrayElement(w));
    const cabinetId = faker.number.int({ min: 1, max: 4 });
    const vanityId = faker.number.int({ min: 1, max: 4 });
    const kitchenId = faker.number.int({ min: 1, max: 5 });
    const createdBy = faker.helpers.arrayElement(sales);
    const noteCount = faker.helpers.weightedArrayElement([
      { weight: 3, value: 0 },
      { weight: 3, value: 1 },
      { weight: 2, value: 2 },
      { weight: 1, value: 4 },
    ]);
    bids.push({
      id,
      accountId: faker.number.int({ min: 0, max: 3 }) === 0 ? 0 : faker.number.int({ min: 100000, max: 999999 }),
      salesPerson: createdBy,
      contactName: faker.person.fullName(),
      contactPhone: faker.phone.number({ style: 'national' }),
      companyName: faker.company.name(),
      projectName: `${faker.location.street()} ${faker.helpers.arrayElement(projectSuffixes)}`,
      projectCity: faker.location.city(),
      projectStateId: state.id,
      projectStateName: state.name,
      projectOwner: faker.company.name(),
      numberOfUnits: units,
      numDispUnits: unitsText(units),
      unitTypeId,
      unitTypeName: name(lists.unitTypes, unitTypeId),
      bidAmount: Math.round((units * faker.number.int({ min: 2500, max: 9000 })) / 100) * 100,
      margin: faker.number.int({ min: 12, max: 38 }),
      bidStatusId: statusId,
      bidStatusName: name(lists.bidStatuses, statusId),
      estimatedStartDate: isoDate(start),
      estimatedStartDateDisplay: displayDate(start),
      bidDueDate: isoDate(due),
      bidSubmittedDate: isoDate(sentIn),
      quotedDoorStyle: faker.helpers.arrayElement(doorStyles),
      cabinetDoorFinish: faker.helpers.arrayElement(finishes),
      cabinetSpecified: faker.helpers.arrayElement(['Yes', 'No', 'Or Equal']),
      cabinetManufacturerId: cabinetId,
      cabinetManufacturerName: name(lists.cabinetManufacturers, cabinetId),
      vanityTopsId: vanityId,
      vanityTopsName: name(lists.vanityTops, vanityId),
      kitchenTopsId: kitchenId,
      kitchenTopsName: name(lists.kitchenTops, kitchenId),
      appliancePackageQuoted: faker.datatype.boolean(),
      installQuoted: faker.datatype.boolean({ probability: 0.3 }),
      bidNotes: Array.from({ length: noteCount }, (_, n) => ({
        bidId: id,
        note: faker.helpers.arrayElement(noteTexts),
        createdBy: n === 0 ? createdBy : faker.helpers.arrayElement([createdBy, ...authors]),
        submissionDate: isoDateTime(addDays(submitted, n * 3 + 1)),
      })).filter((note) => note.submissionDate <= isoDateTime(daysAgo(0, 1439))),
      createdBy,
      submissionDate: isoDateTime(submitted),
      submissionDateDisplay: displayDate(submitted),
      lastUpdatedAt: isoDateTime(updated),
      lastUpdatedAtDisplay: displayDateTime(updated),
    });
  }
  return bids;
});

export const bids = defineTable<StoredBid, number>('admin.bids', (b) => b.id, seedBids);

const seedBidHistory = seedOnce((): StoredChange[] => {
  const faker = seeded(7302);
  const authors = historyAuthors();
  const lists = seedBidLists();
  const fieldValues: Record<string, () => string> = {
    Status: () => faker.helpers.arrayElement(lists.bidStatuses).name,
    'Bid Amount': () => String(faker.number.int({ min: 40, max: 3000 }) * 1000),
    Margin: () => String(faker.number.int({ min: 12, max: 38 })),
    'Estimated Start Date': () => displayDate(daysAgo(-faker.number.int({ min: 30, max: 300 }))),
    'Bid Due Date': () => displayDate(daysAgo(-faker.number.int({ min: 1, max: 30 }))),
    'Number Of Units': () => String(faker.number.int({ min: 12, max: 480 })),
    'Quoted Door Style': () => faker.helpers.arrayElement(doorStyles),
    'Cabinet Door Finish': () => faker.helpers.arrayElement(finishes),
    'Project Owner': () => faker.company.name(),
  };
  const records: StoredChange[] = [];
  for (const bid of seedBids()) {
    // Bid 1 has a long history so paging always has a second page.
    const count = bid.id === 1 ? 60 : faker.number.int({ min: 0, max: 12 });
    for (let n = 0; n < count; n++) {
      const field = faker.helpers.objectKey(fieldValues);
      const from = fieldValues[field]?.() ?? '';
      const to = faker.number.int({ min: 1, max: 10 }) === 1 ? from : (fieldValues[field]?.() ?? '');
      const when = notLaterThanNow(daysAgo(bid.id === 1 ? n : faker.number.int({ min: 0, max: 120 }), faker.number.int({ min: 420, max: 1080 })));
      records.push({
        id: records.length + 1,
        subjectId: bid.id,
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

export const bidChangeHistory = defineTable<StoredChange, number>('admin.bidChangeHistory', (c) => c.id, seedBidHistory);
