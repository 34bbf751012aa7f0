import type { ReactNode } from 'react';

export interface InlineTextProps {
  /** Plain text where `backticks` mark code and **double asterisks** mark strong text. */
  text: string;
}

/** Renders the inline Markdown of API descriptions: code spans and strong text only. */
export default function InlineText({ text }: InlineTextProps): ReactNode {
  return text.split(/(`[^`]+`|\*\*[^*]+\*\*)/).map((part, index) => {
    if (part.startsWith('`') && part.endsWith('`') && part.length > 1) {
      return <code key={index}>{part.slice(1, -1)}</code>;
    }
    if (part.startsWith('**') && part.endsWith('**') && part.length > 3) {
      return <strong key={index}>{part.slice(2, -2)}</strong>;
    }
    return part;
  });
}
