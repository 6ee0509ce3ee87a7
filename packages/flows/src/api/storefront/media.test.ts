import { afterEach, describe, expect, it, vi } from 'vitest';
import { isApiError } from '../errors';
import { fetchGalleryPage, fetchMediaMetadata, mediaAttribute } from './media';

const request = { format: ['JPG'], filters: [], page: 1, pageSize: 15 };
const image = {
  code: 'IMG-1',
  url: '/media/gallery/a.jpg',
  title: 'A kitchen',
  altTag: 'A kitchen',
  attributes: [{ name: 'Proposal', value: 'P-24001' }],
};

function answer(body: unknown) {
  vi.stubGlobal('fetch', async () => Response.json(body));
}

describe('fetchMediaMetadata', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('reads mediaObjects with its @totalCount', async () => {
    answer({ mediaObjects: { '@totalCount': 31, mediaObject: [image] } });
    await expect(fetchMediaMetadata(request)).resolves.toEqual({
      mediaObjects: [image],
      totalCount: 31,
    });
  });

  it('reads metadata.mediaObjects, a single object and a numeric-string count alike', async () => {
    answer({
      metadata: {
        mediaObjects: {
          '@totalCount': '1',
          mediaObject: { code: 'V', url: 'https://www.youtube.com/embed/x' },
        },
      },
    });
    await expect(fetchMediaMetadata(request)).resolves.toEqual({
      mediaObjects: [
        {
          code: 'V',
          url: 'https://www.youtube.com/embed/x',
          title: '',
          altTag: '',
          attributes: [],
        },
      ],
      totalCount: 1,
    });
  });

  it('names the field at fault in a malformed reply', async () => {
    answer({ mediaObjects: { '@totalCount': 'many', mediaObject: [] } });
    const error = await fetchMediaMetadata(request).catch((e: unknown) => e);
    expect(isApiError(error) && error.kind).toBe('malformed');
    expect(isApiError(error) && error.details.field).toBe('mediaObjects.@totalCount');
  });

  it('asks for 15 images or 20 videos per page', async () => {
    const bodies: unknown[] = [];
    vi.stubGlobal('fetch', async (_url: string, init: RequestInit) => {
      bodies.push(JSON.parse(String(init.body)));
      return Response.json({ mediaObjects: { '@totalCount': 0 } });
    });
    await fetchGalleryPage('images', []);
    await fetchGalleryPage('videos', [{ name: 'Doorstyle', values: ['Shaker'] }], 2);
    expect(bodies).toEqual([
      { format: ['JPG', 'PNG'], filters: [], page: 1, pageSize: 15 },
      {
        format: ['YOUTUBE'],
        filters: [{ name: 'Doorstyle', values: ['Shaker'] }],
        page: 2,
        pageSize: 20,
      },
    ]);
  });

  it('reads a media attribute by name', () => {
    expect(mediaAttribute(image, 'Proposal')).toBe('P-24001');
    expect(mediaAttribute(image, 'Doorstyle')).toBeUndefined();
  });
});
