import type { ReactNode } from 'react';
import InlineText from '../InlineText';

export interface ProseProps {
  /** Paragraphs separated by blank lines; lines starting with `- ` form a list. */
  text: string;
}

/** Block Markdown of API descriptions: paragraphs and bullet lists, with inline code. */
export default function Prose({ text }: ProseProps): ReactNode {
  return text.split(/\n\s*\n/).map((block, index) => {
    const lines = block.split('\n').filter((line) => line.trim() !== '');
    if (lines.length > 0 && lines.every((line) => line.startsWith('- '))) {
      return (
        <ul key={index}>
          {lines.map((line, item) => (
            <li key={item}>
              <InlineText text={line.slice(2)} />
            </li>
          ))}
        </ul>
      );
    }
    return (
      <p key={index}>
        <InlineText text={lines.join(' ')} />
      </p>
    );
  });
}
