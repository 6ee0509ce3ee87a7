import type { ReactNode } from 'react';
import { Icon } from '../Icon';
import * as styles from './BackLink.css';
import { renderAnchor, type RenderLink } from './renderLink';

export type BackLinkSize = (typeof styles.backLinkSizes)[number];

interface BackLinkBase {
  /** Where "back" goes, in the user's words: "Project Type", "Tabs", "Questions". */
  children: ReactNode;
  /** Text size: `sm` or `md` (default). */
  size?: BackLinkSize;
  /** Extra class for the link or button. */
  className?: string;
}

/** Back to a known place: a link. */
interface BackLinkToHref extends BackLinkBase {
  /** Where the link goes; with it the BackLink is a link. */
  href: string;
  /** Draws the link, so the site can pass its router's Link; a plain `<a>` by default. */
  renderLink?: RenderLink;
  /** Not with `href`: a BackLink is either a link or a button. */
  onClick?: never;
}

/** Back through history or by closing a view: a button. */
interface BackLinkAction extends BackLinkBase {
  /** Called on click; with it the BackLink is a button (history back, closing a view). */
  onClick: () => void;
  /** Not with `onClick`: a BackLink is either a link or a button. */
  href?: never;
  /** Not with `onClick`: only a link is drawn by `renderLink`. */
  renderLink?: never;
}

export type BackLinkProps = BackLinkToHref | BackLinkAction;

/** "‹ Project Type": the way back up a drill-down (SOW tabs, questions, options; a product view). */
export function BackLink(props: BackLinkProps) {
  const className = [styles.backLink({ size: props.size }), props.className]
    .filter(Boolean)
    .join(' ');
  const content = (
    <>
      <Icon name="chevronLeft" />
      {props.children}
    </>
  );
  if (props.href !== undefined) {
    const render = props.renderLink ?? renderAnchor;
    return <>{render({ href: props.href, className, children: content })}</>;
  }
  return (
    <button type="button" className={className} onClick={props.onClick}>
      {content}
    </button>
  );
}
