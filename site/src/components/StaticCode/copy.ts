// What the copy button copies: each line's text, joined by line breaks. Line numbers are CSS
// counters and the magic comments were removed at build time, so neither is in the text.

export function codeText(pre: Element | null): string {
  if (!pre) return '';
  return Array.from(pre.querySelectorAll('.token-line'), (line) => line.textContent ?? '').join(
    '\n',
  );
}

/** The clipboard API where the page is a secure context, a hidden text area elsewhere. */
export async function copyText(text: string): Promise<void> {
  if (navigator.clipboard) return navigator.clipboard.writeText(text);
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.append(area);
  area.select();
  // The older API is the only one outside secure contexts.
  const copied = document.execCommand('copy');
  area.remove();
  if (!copied) throw new Error('The browser refused to copy.');
}
