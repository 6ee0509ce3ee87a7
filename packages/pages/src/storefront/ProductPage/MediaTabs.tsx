import { useEffect, useState } from 'react';
import { Button } from '@joinery/ui/Button';
import { FilmStrip } from '@joinery/ui/FilmStrip';
import { Link } from '@joinery/ui/Link';
import { Spinner } from '@joinery/ui/Spinner';
import { Tabs, type TabItem } from '@joinery/ui/Tabs';
import { Text } from '@joinery/ui/Text';
import {
  fetchGalleryPage,
  mediaAttribute,
  type GalleryKind,
  type MediaFilter,
  type MediaObject,
  type Resource,
} from '@joinery/flows/api/storefront/media';
import type { ProductPageInputs } from '@joinery/flows/api/storefront/products';
import {
  FILM_STRIP_SCROLL_STEP,
  GALLERY_IMAGE_PAGE_SIZE,
  GALLERY_VIDEO_PAGE_SIZE,
  TAB_LAYOUT_COLLAPSE_WIDTH,
  productPageLabels as labels,
} from '@joinery/flows/storefront/productPage';
import * as styles from './ProductPage.css';

/** The project gallery address of a picture with a Proposal attribute (storefront.md §2). */
export function projectGalleryHref(media: MediaObject): string | undefined {
  const proposal = mediaAttribute(media, 'Proposal');
  return proposal ? `/ProjectGallery/${encodeURIComponent(proposal)}` : undefined;
}

function ResourceLinks({ resources }: { resources: readonly Resource[] }) {
  if (resources.length === 0) return <Text>{labels.nothingHere}</Text>;
  return (
    <ul className={styles.linkList}>
      {resources.map((r) => (
        <li key={r.Url}>
          <Link href={r.Url} target="_blank" rel="noreferrer">
            {r.Name}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/**
 * One media tab's pages: the page's first page (or, with `first` null, page 1 asked for when the
 * tab opens: the PDF documents come with no first page), then more from /episerverapi/media/metadata.
 */
function usePagedMedia(first: MediaObject[] | null, kind: GalleryKind, filters: MediaFilter[], pageSize: number) {
  const [items, setItems] = useState(first ?? []);
  const [page, setPage] = useState(first ? 1 : 0);
  const [more, setMore] = useState((first?.length ?? 0) >= pageSize);
  const [loading, setLoading] = useState(first === null);
  useEffect(() => {
    if (first !== null) return;
    let live = true;
    const abort = new AbortController();
    fetchGalleryPage(kind, filters, 1, abort.signal)
      .then((reply) => {
        if (!live) return;
        setItems(reply.mediaObjects);
        setPage(1);
        setMore(reply.mediaObjects.length < reply.totalCount);
      })
      .catch(() => live && setMore(false))
      .finally(() => live && setLoading(false));
    return () => {
      live = false;
      abort.abort();
    };
    // Asked once, when the tab opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const loadMore = () => {
    setLoading(true);
    fetchGalleryPage(kind, filters, page + 1)
      .then((reply) => {
        setItems((current) => [...current, ...reply.mediaObjects]);
        setPage(page + 1);
        setMore(items.length + reply.mediaObjects.length < reply.totalCount);
      })
      .catch(() => setMore(false))
      .finally(() => setLoading(false));
  };
  return { items, more, loading, loadMore };
}

function MediaStrip({ label, items, video }: { label: string; items: MediaObject[]; video?: boolean }) {
  if (items.length === 0) return <Text>{labels.nothingHere}</Text>;
  return (
    <FilmStrip label={label} step={FILM_STRIP_SCROLL_STEP}>
      {items.map((media) => {
        const href = video ? media.url : projectGalleryHref(media);
        return (
          <figure key={media.code} className={styles.mediaCard}>
            {video ? null : <img className={styles.mediaImage} src={media.url} alt={media.altTag || media.title} loading="lazy" />}
            <figcaption>
              {href ? (
                <Link href={href} target={video ? '_blank' : undefined} rel={video ? 'noreferrer' : undefined}>
                  {video ? media.title : `${labels.projectGallery}: ${media.title}`}
                </Link>
              ) : (
                media.title
              )}
            </figcaption>
          </figure>
        );
      })}
    </FilmStrip>
  );
}

/** The documents and warranties tab (storefront.md §2.5): the page's documents, then the PDF documents, paged. */
function DocumentsTab({ resources, filters }: { resources: readonly Resource[]; filters: MediaFilter[] }) {
  const documents = usePagedMedia(null, 'documents', filters, GALLERY_IMAGE_PAGE_SIZE);
  return (
    <div className={styles.panel}>
      {(resources.length > 0 || (!documents.loading && documents.items.length === 0)) && (
        <ResourceLinks resources={resources} />
      )}
      {documents.items.length > 0 && (
        <ul className={styles.linkList} aria-label={labels.pdfDocuments}>
          {documents.items.map((media) => (
            <li key={media.code}>
              <Link href={media.url} target="_blank" rel="noreferrer">
                {media.title}
              </Link>
            </li>
          ))}
        </ul>
      )}
      {documents.loading && documents.items.length === 0 ? (
        <Spinner size="sm" label={labels.loadingDocuments} />
      ) : (
        documents.more && (
          <Button variant="outline" size="sm" loading={documents.loading} onClick={documents.loadMore}>
            {labels.showMore}
          </Button>
        )
      )}
    </div>
  );
}

export interface MediaTabsProps {
  inputs: ProductPageInputs;
  /** The door styles of the product: the media filter of further pages. */
  doorStyles: string[];
}

/**
 * The tabbed details panel of the cabinet page (storefront.md §2.5): assets (the default asset
 * group), blogs, documents and warranties (the page's documents, then PDF documents, 15 a page),
 * gallery (JPG, PNG; 15 a page), resources, videos (YOUTUBE; 20 a page). It collapses at width 500.
 */
export function MediaTabs({ inputs, doorStyles }: MediaTabsProps) {
  const filters: MediaFilter[] = doorStyles.length ? [{ name: 'Doorstyle', values: doorStyles }] : [];
  const gallery = usePagedMedia(inputs.ProjectGallery, 'images', filters, GALLERY_IMAGE_PAGE_SIZE);
  const videos = usePagedMedia(inputs.VideoGallery, 'videos', filters, GALLERY_VIDEO_PAGE_SIZE);
  const assets = inputs.AssetsGroups.find((g) => g.GroupName.toLowerCase() === 'default')?.Assets ?? [];
  const more = (paged: typeof gallery) =>
    paged.more && (
      <Button variant="outline" size="sm" loading={paged.loading} onClick={paged.loadMore}>
        {labels.showMore}
      </Button>
    );
  const items: TabItem[] = [
    { value: 'assets', label: labels.tabs.assets, content: <ResourceLinks resources={assets} /> },
    {
      value: 'blogs',
      label: labels.tabs.blogs,
      content:
        inputs.RelatedBlogs.length === 0 ? (
          <Text>{labels.nothingHere}</Text>
        ) : (
          <ul className={styles.linkList}>
            {inputs.RelatedBlogs.map((blog) => (
              <li key={blog.BlogPostUrl}>
                <Link href={blog.BlogPostUrl}>{blog.Title}</Link>
              </li>
            ))}
          </ul>
        ),
    },
    {
      value: 'documents',
      label: labels.tabs.documents,
      content: <DocumentsTab resources={[...inputs.DealerDocuments, ...inputs.DocumentWarranties]} filters={filters} />,
    },
    {
      value: 'gallery',
      label: labels.tabs.gallery,
      content: (
        <div className={styles.panel}>
          <MediaStrip label={labels.filmStrip} items={gallery.items} />
          {more(gallery)}
        </div>
      ),
    },
    {
      value: 'resources',
      label: labels.tabs.resources,
      content: (
        <ResourceLinks resources={inputs.Associations.map((a) => ({ Url: a.Url, Name: `${a.Type}: ${a.Name}` }))} />
      ),
    },
    {
      value: 'videos',
      label: labels.tabs.videos,
      content: (
        <div className={styles.panel}>
          <MediaStrip label={labels.tabs.videos} items={videos.items} video />
          {more(videos)}
        </div>
      ),
    },
  ];
  return <Tabs label={labels.details} items={items} defaultValue="assets" collapseBelow={TAB_LAYOUT_COLLAPSE_WIDTH} />;
}
