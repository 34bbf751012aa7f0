import type { ReactNode } from 'react';
import { highlightSegments } from '@docs/docs-search/engine/text/segments';

/** A highlighted search value, rendered as text with <mark> around matches: never as HTML. */
export default function Highlight({ value }: { value: string }): ReactNode {
  return highlightSegments(value).map((segment, index) =>
    segment.match ? <mark key={index}>{segment.text}</mark> : segment.text,
  );
}
