import type { RefObject } from 'react';
import { Dialog } from '../Dialog';
import { IconButton } from '../IconButton';
import type { GalleryImage } from './ImageGallery';
import * as styles from './ImageGallery.css';
import type { imageGalleryMessages } from './messages';

export interface ZoomDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  image: GalleryImage;
  index: number;
  count: number;
  text: typeof imageGalleryMessages;
  onStep: (delta: number) => void;
  /** Where focus goes back when the view closes (the picture that opened it). */
  trigger: RefObject<HTMLButtonElement | null>;
}

/**
 * The gallery's zoom view: its own chunk, loaded the first time the picture is chosen, so a page
 * showing a gallery does not load the dialog's code (focus trap, scroll lock) before it is wanted.
 */
export function ZoomDialog({
  open,
  onOpenChange,
  image,
  index,
  count,
  text,
  onStep,
  trigger,
}: ZoomDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Content
        title={image.alt}
        size="lg"
        description={count > 1 ? text.position(index + 1, count) : undefined}
        // The picture is not a Radix trigger (that would load the dialog with the gallery): focus
        // goes back to it as it would to a trigger.
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          trigger.current?.focus();
        }}
      >
        <img src={image.zoomSrc ?? image.src} alt={image.alt} className={styles.zoomed} />
        {count > 1 && (
          <div className={styles.zoomNav}>
            <IconButton
              icon="chevronLeft"
              label={text.previous}
              variant="outline"
              onClick={() => onStep(-1)}
            />
            <IconButton
              icon="chevronRight"
              label={text.next}
              variant="outline"
              onClick={() => onStep(1)}
            />
          </div>
        )}
      </Dialog.Content>
    </Dialog.Root>
  );
}
