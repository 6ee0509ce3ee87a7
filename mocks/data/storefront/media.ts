import type { Faker } from '@faker-js/faker';
import type { MediaObject } from '@joinery/flows/api/storefront/media';
import { brands, doorStyles, colours, slug } from './catalogue';
import { seeded } from '../random';
import { defineTable } from '../store';

/**
 * The media library behind POST /episerverapi/media/metadata: project gallery images (JPG and
 * PNG, each linked to a proposal), installation and showcase videos (YOUTUBE) and documents
 * (PDF). Every object carries its format and the attributes a product page filters by.
 */
export const MEDIA_COUNTS = { images: 120, videos: 50, documents: 15 } as const;

const rooms = [
  'kitchen',
  'butler’s pantry',
  'laundry room',
  'primary bath',
  'mudroom',
  'home office',
  'kitchen island',
];
const videoTopics = [
  'Installing base cabinets on an uneven floor',
  'Hanging wall cabinets with a ledger board',
  'Scribing a filler to a crooked wall',
  'Adjusting soft-close hinges',
  'Fitting crown molding to wall cabinets',
  'Project tour',
  'Finish care and cleaning',
  'Assembling a drawer base',
];
const documentTitles = [
  'Specification Book',
  'Installation Instructions',
  'Finish Guide',
  'Door Style Catalogue',
  'Care and Maintenance',
];

function attr(name: string, value: string) {
  return { name, value };
}

function image(faker: Faker, n: number): MediaObject {
  const door = faker.helpers.arrayElement(doorStyles);
  const colour = faker.helpers.arrayElement(colours);
  const room = faker.helpers.arrayElement(rooms);
  const format = n % 4 === 3 ? 'PNG' : 'JPG';
  const family = faker.person.lastName();
  return {
    code: `IMG-${String(n + 1).padStart(4, '0')}`,
    url: `/media/gallery/${slug(`${family} ${room} ${n + 1}`)}.${format.toLowerCase()}`,
    title: `${door.name} ${room} in ${colour.name}, ${family} residence`,
    altTag: `${door.name} cabinets in ${colour.name} in a ${room}`,
    attributes: [
      attr('Format', format),
      attr('Doorstyle', door.name),
      attr('Brands', faker.helpers.arrayElement(brands)),
      attr('Cabinet Finish', colour.name),
      // Links the image to its project: /ProjectGallery/{proposal} (storefront.md §2).
      attr('Proposal', `P-${faker.number.int({ min: 24000, max: 25999 })}`),
    ],
  };
}

function video(faker: Faker, n: number): MediaObject {
  const door = faker.helpers.arrayElement(doorStyles);
  const topic = faker.helpers.arrayElement(videoTopics);
  const title =
    topic === 'Project tour'
      ? `Project tour: ${door.name} ${faker.helpers.arrayElement(rooms)}`
      : topic;
  return {
    code: `VID-${String(n + 1).padStart(4, '0')}`,
    url: `https://www.youtube.com/embed/${faker.string.alphanumeric(11)}`,
    title,
    altTag: title,
    attributes: [
      attr('Format', 'YOUTUBE'),
      attr('Doorstyle', door.name),
      attr('Brands', faker.helpers.arrayElement(brands)),
    ],
  };
}

function document(faker: Faker, n: number): MediaObject {
  const door = doorStyles[n % doorStyles.length] ?? doorStyles[0];
  const title = `${door.name} ${documentTitles[Math.floor(n / doorStyles.length) % documentTitles.length] ?? 'Guide'}`;
  return {
    code: `DOC-${String(n + 1).padStart(4, '0')}`,
    url: `/media/documents/${slug(title)}.pdf`,
    title,
    altTag: title,
    attributes: [
      attr('Format', 'PDF'),
      attr('Doorstyle', door.name),
      attr('Brands', faker.helpers.arrayElement(brands)),
    ],
  };
}

export const mediaObjects = defineTable<MediaObject, string>(
  'mediaObjects',
  (m) => m.code,
  () => {
    const faker = seeded(103);
    return [
      ...Array.from({ length: MEDIA_COUNTS.images }, (_, n) => image(faker, n)),
      ...Array.from({ length: MEDIA_COUNTS.videos }, (_, n) => video(faker, n)),
      ...Array.from({ length: MEDIA_COUNTS.documents }, (_, n) => document(faker, n)),
    ];
  },
);

/** The format (JPG, PNG, YOUTUBE, PDF) of a stored media object. */
export function mediaFormat(media: MediaObject): string {
  return media.attributes.find((a) => a.name === 'Format')?.value ?? '';
}

/** Media objects as the reply carries them (without the store's version numbers). */
export function plainMedia(media: MediaObject): MediaObject {
  return {
    code: media.code,
    url: media.url,
    title: media.title,
    altTag: media.altTag,
    attributes: media.attributes,
  };
}
