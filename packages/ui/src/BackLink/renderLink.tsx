import type { MouseEventHandler, ReactNode } from 'react';

/** What a component hands to the site's link: enough to render a router Link or a plain `<a>`. */
export interface LinkRenderProps {
  href: string;
  className?: string;
  children: ReactNode;
  'aria-current'?: 'page';
  onClick?: MouseEventHandler<HTMLAnchorElement>;
}

/**
 * Navigation components take a `renderLink` so the site can pass its router's Link (the ui
 * package knows no router). The default is a plain anchor.
 */
export type RenderLink = (props: LinkRenderProps) => ReactNode;

export const renderAnchor: RenderLink = ({ children, ...props }) => <a {...props}>{children}</a>;
