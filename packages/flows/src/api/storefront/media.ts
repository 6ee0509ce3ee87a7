import * as v from 'valibot';
import {
  GALLERY_DOCUMENT_FORMATS,
  GALLERY_IMAGE_FORMATS,
  GALLERY_IMAGE_PAGE_SIZE,
  GALLERY_VIDEO_FORMATS,
  GALLERY_VIDEO_PAGE_SIZE,
} from '../../storefront/productPage/constants';
import { send } from './http';
import { parseReply, readJson } from '../reply';

/** storefront.md §3 Resource: a link to a document or asset. */
export interface Resource {
  Url: string;
  Name: string;
}

export interface MediaAttribute {
  name: string;
  value: string;
}

/** storefront.md §3 Media object. */
export interface MediaObject {
  code: string;
  url: string;
  title: string;
  altTag: string;
  /** e.g. `Proposal`, which links a project image to /ProjectGallery/{proposal}. */
  attributes: MediaAttribute[];
}

/** The value of a media object's attribute, e.g. `mediaAttribute(image, 'Proposal')`. */
export function mediaAttribute(
  media: Pick<MediaObject, 'attributes'>,
  name: string,
): string | undefined {
  return media.attributes.find((a) => a.name === name)?.value;
}

export interface MediaFilter {
  /** An attribute name, e.g. `Doorstyle`. */
  name: string;
  /** The media object matches when its attribute holds any of these. */
  values: string[];
}

export interface MediaMetadataRequest {
  /** `JPG`, `PNG`, `YOUTUBE`, `PDF`, … */
  format: string[];
  filters: MediaFilter[];
  page: number;
  pageSize: number;
}

export interface MediaPage {
  mediaObjects: MediaObject[];
  /** Every match, across pages (`@totalCount`). */
  totalCount: number;
}

const mediaObjectSchema = v.object({
  code: v.string(),
  url: v.string(),
  title: v.optional(v.nullable(v.string())),
  altTag: v.optional(v.nullable(v.string())),
  attributes: v.optional(v.nullable(v.array(v.object({ name: v.string(), value: v.string() })))),
});

/**
 * The reply mirrors an XML document: a single media object may arrive as an object rather
 * than a one-element list, and `@totalCount` as a numeric string.
 */
const mediaListSchema = v.object({
  mediaObject: v.optional(v.nullable(v.union([v.array(mediaObjectSchema), mediaObjectSchema]))),
  '@totalCount': v.union([v.number(), v.pipe(v.string(), v.regex(/^\d+$/))]),
});
const flatReplySchema = v.object({ mediaObjects: mediaListSchema });
const nestedReplySchema = v.object({ metadata: v.object({ mediaObjects: mediaListSchema }) });

type MediaList = v.InferOutput<typeof mediaListSchema>;

function toMediaPage(list: MediaList): MediaPage {
  const objects =
    list.mediaObject == null
      ? []
      : Array.isArray(list.mediaObject)
        ? list.mediaObject
        : [list.mediaObject];
  return {
    mediaObjects: objects.map((m) => ({
      code: m.code,
      url: m.url,
      title: m.title ?? '',
      altTag: m.altTag ?? '',
      attributes: m.attributes ?? [],
    })),
    totalCount: Number(list['@totalCount']),
  };
}

/** POST /episerverapi/media/metadata: reply `mediaObjects` or `metadata.mediaObjects`. */
export async function fetchMediaMetadata(
  request: MediaMetadataRequest,
  signal?: AbortSignal,
): Promise<MediaPage> {
  const response = await send('media.metadata', { json: request, signal });
  const body = await readJson('media.metadata', response);
  const nested = typeof body === 'object' && body !== null && 'metadata' in body;
  const list = nested
    ? parseReply('media.metadata', nestedReplySchema, body).metadata.mediaObjects
    : parseReply('media.metadata', flatReplySchema, body).mediaObjects;
  return toMediaPage(list);
}

/** The product page's media tabs (storefront.md §2.5): each asks for its formats and page size. */
export const galleryKinds = {
  images: { format: GALLERY_IMAGE_FORMATS, pageSize: GALLERY_IMAGE_PAGE_SIZE },
  videos: { format: GALLERY_VIDEO_FORMATS, pageSize: GALLERY_VIDEO_PAGE_SIZE },
  documents: { format: GALLERY_DOCUMENT_FORMATS, pageSize: GALLERY_IMAGE_PAGE_SIZE },
} as const;
export type GalleryKind = keyof typeof galleryKinds;

/** One page of a media tab: images 15 per page, videos 20 (storefront.md §9). */
export function fetchGalleryPage(
  kind: GalleryKind,
  filters: MediaFilter[],
  page = 1,
  signal?: AbortSignal,
): Promise<MediaPage> {
  const { format, pageSize } = galleryKinds[kind];
  return fetchMediaMetadata({ format: [...format], filters, page, pageSize }, signal);
}
