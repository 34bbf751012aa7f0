/** Why copying failed, in words for the reader. */
export class CopyError extends Error {}

const LOAD_FAILED = "Couldn't load this page's Markdown. Check your connection and try again.";
const WRITE_FAILED =
  "Couldn't write to the clipboard. Open “View as Markdown” and copy the text from there.";

function load(url: string): Promise<string> {
  return fetch(url).then(
    (response) => {
      if (!response.ok) {
        throw new CopyError(`Couldn't load this page's Markdown (HTTP ${response.status}).`);
      }
      return response.text();
    },
    () => {
      throw new CopyError(LOAD_FAILED);
    },
  );
}

/**
 * Fetches the page's Markdown and puts it on the clipboard. With `ClipboardItem` the write
 * starts before the text has loaded and receives it when it arrives, which keeps the write close
 * enough to the click for Safari (this module is fetched as soon as the pointer or focus reaches
 * the button, before the click).
 */
export async function copyMarkdown(url: string): Promise<void> {
  const text = load(url);
  try {
    if (typeof ClipboardItem !== 'undefined' && ClipboardItem.supports?.('text/plain')) {
      const blob = text.then((value) => new Blob([value], { type: 'text/plain' }));
      await navigator.clipboard.write([new ClipboardItem({ 'text/plain': blob })]);
    } else {
      await navigator.clipboard.writeText(await text);
    }
  } catch (error) {
    await text; // a failed load is the cause to report: this rethrows it
    throw error instanceof CopyError ? error : new CopyError(WRITE_FAILED);
  }
}
