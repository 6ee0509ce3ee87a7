import type { MouseEventHandler, ReactNode } from 'react';

/** What a component hands to the site's link: enough to render a router Link or a plain `<a>`. */
export interface LinkRenderProps {
  /** Where the link goes. */
  href: string;
  /** Class to put on the link so it keeps the component's look. */
  className?: string;
  /** What the link shows. */
  children: ReactNode;
  /** Set to `page` on the link to the page being shown. */
  'aria-current'?: 'page';
  /** Called when the link is clicked (a menu closes itself, say). */
  onClick?: MouseEventHandler<HTMLAnchorElement>;
}

/**
 * Navigation components take a `renderLink` so the site can pass its router's Link (the ui
 * package knows no router). The default is a plain anchor.
 */
export type RenderLink = (props: LinkRenderProps) => ReactNode;

export const renderAnchor: RenderLink = ({ children, ...props }) => <a {...props}>{children}</a>;
