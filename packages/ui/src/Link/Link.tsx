import { forwardRef, type AnchorHTMLAttributes } from 'react';
import { clsx } from 'clsx';
import { Slot, VisuallyHidden } from 'radix-ui';
import { Icon } from '../Icon/Icon';
import * as styles from './Link.css';
import { linkMessages } from './messages';

export type LinkTone = (typeof styles.linkTones)[number];

export interface LinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  /** Colour: `accent` (default), `neutral`, or `critical`. */
  tone?: LinkTone;
  /**
   * Opens the page in a new tab (terms and conditions, say): adds `target="_blank"`,
   * `rel="noopener noreferrer"`, an external-link icon and "(opens in a new tab)" for screen readers.
   */
  opensInNewTab?: boolean;
  /** Render the child (a router link, say) with the link's look and behaviour. */
  asChild?: boolean;
}

/**
 * Takes the user somewhere: another page, a section, a document.
 *
 * Use a Link to navigate. Not to act on the page (Button, or Button `variant="link"` when an
 * action must look like a link).
 */
export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link(
  { tone, opensInNewTab = false, asChild = false, className, children, target, rel, ...rest },
  ref,
) {
  const Root = asChild ? Slot.Root : 'a';
  const newTab = opensInNewTab
    ? { target: '_blank', rel: clsx(rel, 'noopener', 'noreferrer') }
    : { target, rel };
  return (
    <Root ref={ref} className={clsx(styles.link({ tone }), className)} {...newTab} {...rest}>
      <Slot.Slottable>{children}</Slot.Slottable>
      {opensInNewTab && (
        <>
          <Icon name="externalLink" className={styles.externalIcon} />
          <VisuallyHidden.Root> {linkMessages.opensInNewTab}</VisuallyHidden.Root>
        </>
      )}
    </Root>
  );
});
