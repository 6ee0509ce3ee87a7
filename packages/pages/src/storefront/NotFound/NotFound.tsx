import { Heading } from '@joinery/ui/Heading';
import { Link } from '@joinery/ui/Link';
import { notFoundMessages as messages } from '@joinery/flows/storefront/notFound';
import * as styles from './NotFound.css';

export interface NotFoundProps {
  /** The storefront's home. */
  homeHref?: string;
  /** The catalogue, a second way on. */
  catalogueHref?: string;
}

/** What the storefront shows, under its header, for an address it does not know. */
export function NotFound({ homeHref = '/', catalogueHref = '/catalog' }: NotFoundProps) {
  return (
    <div className={styles.page}>
      <Heading level={1}>{messages.heading}</Heading>
      <p className={styles.text}>{messages.text}</p>
      <ul className={styles.links}>
        <li>
          <Link href={homeHref}>{messages.home}</Link>
        </li>
        <li>
          <Link href={catalogueHref}>{messages.catalogue}</Link>
        </li>
      </ul>
    </div>
  );
}
