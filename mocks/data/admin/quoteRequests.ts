import type { QuoteRequest } from '@joinery/flows/api/admin/quoteRequests';
import { defineTable } from '../store';
import { seeded } from '../random';
import { daysAgo, displayDate, isoDateTime } from './dates';
import { seedOnce } from './seed';

/** Stored with the creation time the list sorts by (newest first, §9); the reply leaves it out. */
export interface StoredQuoteRequest extends QuoteRequest {
  createdAt: string;
}

const lines: Array<[prefix: string, name: string]> = [
  ['B', 'Base Cabinet'],
  ['W', 'Wall Cabinet'],
  ['SB', 'Sink Base Cabinet'],
  ['DB', 'Drawer Base Cabinet'],
  ['T', 'Tall Pantry Cabinet'],
  ['V', 'Vanity Base'],
  ['F', 'Filler'],
  ['CM', 'Crown Molding'],
];
const styles: Array<[code: string, name: string]> = [
  ['SHW', 'Shaker White'],
  ['SHG', 'Shaker Dove Gray'],
  ['RPE', 'Raised Panel Espresso'],
  ['SLN', 'Slab Natural Maple'],
];

const seedQuoteRequests = seedOnce((): StoredQuoteRequest[] => {
  const faker = seeded(7401);
  return Array.from({ length: 40 }, (_, i) => {
    const created = daysAgo(Math.floor(i * 4.5) + faker.number.int({ min: 0, max: 3 }), faker.number.int({ min: 420, max: 1140 }));
    const [styleCode, styleName] = faker.helpers.arrayElement(styles);
    const itemCount = faker.number.int({ min: 1, max: 8 });
    return {
      id: i + 1,
      requestNumber: `QR-${String(240100 - i * 7)}`,
      createdDateDisplay: displayDate(created),
      createdAt: isoDateTime(created),
      customerNumber: String(faker.number.int({ min: 100000, max: 999999 })),
      customerName: faker.company.name(),
      poNumber: i % 4 === 3 ? '' : `PO-${faker.string.numeric(6)}`,
      orderedBy: faker.person.fullName(),
      orderKey: faker.string.uuid(),
      quoteRequestItems: faker.helpers.arrayElements(lines, itemCount).map(([prefix, name]) => {
        const width = faker.helpers.arrayElement([9, 12, 15, 18, 24, 30, 36]);
        return {
          JoinerySKU: `${prefix}${width}-${styleCode}`,
          productName: `${styleName} ${name} ${width}"`,
          quantity: faker.number.int({ min: 1, max: 12 }),
        };
      }),
    };
  });
});

export const quoteRequests = defineTable<StoredQuoteRequest, number>('admin.quoteRequests', (q) => q.id, seedQuoteRequests);
