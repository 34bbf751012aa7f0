import type { ReactNode } from 'react';
import Link from '@docusaurus/Link';
import styles from './styles.module.css';

/** One card of the grid: a site route with a title and a one-line description. */
export interface LinkCard {
  /** The card's heading; it is also the start of the link's accessible name. */
  title: string;
  /** One line on what the reader finds behind the link. */
  description: string;
  /**
   * A route of this site, starting with `/`.
   * @example '/getting-started/quickstart'
   */
  to: string;
}

export interface LinkCardsProps {
  items: readonly LinkCard[];
}

function checkRoute(card: LinkCard): string {
  if (!card.to.startsWith('/')) {
    throw new Error(
      `LinkCards: card "${card.title}" has to="${card.to}"; expected a site route starting with "/".`,
    );
  }
  return card.to;
}

/** A responsive grid of link cards; each card is a single link, so it is one tab stop. */
export default function LinkCards({ items }: LinkCardsProps): ReactNode {
  return (
    <ul className={styles.grid}>
      {items.map((card) => (
        <li key={card.to} className={styles.item}>
          <Link to={checkRoute(card)} className={styles.card}>
            <span className={styles.title}>{card.title}</span>
            {/* The space keeps title and description apart in the link's accessible name. */}{' '}
            <span className={styles.description}>{card.description}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
