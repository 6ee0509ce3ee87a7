import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Icon } from '../Icon';
import { RadioItem, RadioRoot } from '../RadioGroup/RadioGroup';
import { useControllableValue } from '../TextField/useControllableValue';
import * as styles from './ImageGallery.css';
import { imageGalleryMessages } from './messages';

/** The zoom view loads the first time it opens (issue 33: a product page's first view does without it). */
const loadZoomDialog = () => import('./ZoomDialog');
const ZoomDialog = lazy(() => loadZoomDialog().then((m) => ({ default: m.ZoomDialog })));

const toggleStates = ['on', 'off'] as const;

export type ImageGalleryLayout = (typeof styles.galleryLayouts)[number];

export interface GalleryImage {
  /** Address of the picture shown large. */
  src: string;
  /** What the picture shows; required (it names the thumbnail and the zoom view). */
  alt: string;
  /** A larger file for the zoom view; `src` when left out. */
  zoomSrc?: string;
  /** A smaller file for the thumbnail; `src` when left out. */
  thumbnailSrc?: string;
}

export interface ImageGalleryProps {
  /** The pictures, in order; with none a "no image" placeholder shows. */
  images: readonly GalleryImage[];
  /** Index of the image on show. */
  value?: number;
  /** Index of the first image on show when the gallery keeps its own state; `0` by default. */
  defaultValue?: number;
  /** Called with the new index when a thumbnail or the zoom view's previous/next is chosen. */
  onValueChange?: (index: number) => void;
  /** Where the thumbnails go: `stacked` (default, under the picture) or `side` (in a column beside it). */
  layout?: ImageGalleryLayout;
  /** Replaces any of the gallery's texts (zoom, previous/next, no image); the defaults are in ./messages. */
  messages?: Partial<typeof imageGalleryMessages>;
  /** Extra class for the gallery. */
  className?: string;
}

/**
 * A product's pictures: the chosen one large, thumbnails to switch (radio semantics as Radix
 * ToggleGroup gave them: arrow keys move, Space or Enter chooses), and a zoom Dialog with previous/next. With no pictures it shows a
 * "no image" placeholder.
 */
export function ImageGallery({
  images,
  value: valueProp,
  defaultValue,
  onValueChange,
  layout,
  messages,
  className,
}: ImageGalleryProps) {
  const text = { ...imageGalleryMessages, ...messages };
  const [value, setValue] = useControllableValue(
    { value: valueProp, defaultValue, onValueChange },
    0,
  );
  const [zoomOpen, setZoomOpen] = useState(false);
  const [zoomOpened, setZoomOpened] = useState(false);
  const stage = useRef<HTMLButtonElement>(null);
  // Loaded once the page is idle, so the first zoom does not wait for it.
  useEffect(() => {
    const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 1));
    idle(() => void loadZoomDialog().catch(() => undefined));
  }, []);
  if (zoomOpen && !zoomOpened) setZoomOpened(true);
  const count = images.length;
  const index = Math.min(Math.max(0, value), Math.max(0, count - 1));
  const current = images[index];

  if (!current) {
    return (
      <div
        className={[styles.placeholder, className].filter(Boolean).join(' ')}
        role="img"
        aria-label={text.noImage}
      >
        <Icon name="zoom" />
      </div>
    );
  }

  const step = (delta: number) => setValue((index + delta + count) % count);

  return (
    <div className={[styles.gallery({ layout }), className].filter(Boolean).join(' ')}>
      <button
        ref={stage}
        type="button"
        className={styles.stage}
        aria-label={`${text.zoom}: ${current.alt}`}
        aria-haspopup="dialog"
        aria-expanded={zoomOpen}
        data-state={zoomOpen ? 'open' : 'closed'}
        onClick={() => setZoomOpen(true)}
      >
        <img src={current.src} alt="" className={styles.mainImage} />
        <span className={styles.zoomBadge} aria-hidden="true">
          <Icon name="zoom" />
        </span>
      </button>
      {zoomOpened && (
        <Suspense fallback={null}>
          <ZoomDialog
            open={zoomOpen}
            onOpenChange={setZoomOpen}
            image={current}
            index={index}
            count={count}
            text={text}
            onStep={step}
            trigger={stage}
          />
        </Suspense>
      )}
      {count > 1 && (
        <RadioRoot
          selectOnArrow={false}
          states={toggleStates}
          aria-label={text.thumbnails}
          className={styles.thumbnails({ layout })}
          value={String(index)}
          onValueChange={(next) => setValue(Number(next))}
          orientation={layout === 'side' ? 'vertical' : 'horizontal'}
        >
          {images.map((image, position) => (
            <RadioItem
              key={`${image.src}-${position}`}
              value={String(position)}
              aria-label={image.alt}
              className={styles.thumbnail}
            >
              <img src={image.thumbnailSrc ?? image.src} alt="" className={styles.thumbnailImage} />
            </RadioItem>
          ))}
        </RadioRoot>
      )}
    </div>
  );
}
