/**
 * The "Copy page" menu of every doc page (src/components/CopyPage): the prompt handed to an
 * AI assistant and the assistants listed. Each assistant is a plain link, followed only when
 * the reader picks it; nothing is requested from these hosts otherwise. Remove an entry to
 * drop it from the menu; `[]` leaves only "Copy page" and "View as Markdown".
 */
export interface AssistantLink {
  /** Menu item text, e.g. "Open in Claude". */
  label: string;
  /**
   * An `https://` address of the assistant where `{prompt}` is replaced by the URL-encoded
   * prompt.
   * @example 'https://claude.ai/new?q={prompt}'
   */
  url: string;
}

/** A menu entry that leads to a page of the site. */
export interface GuideLink {
  /** Menu item text. */
  label: string;
  /** The line under it. */
  hint: string;
  /**
   * A route of `routes.ts`, without the base URL.
   * @example '/getting-started/mcp-server'
   */
  route: string;
}

export interface CopyPageConfig {
  /**
   * What the assistant is asked. `{pageUrl}` becomes the page's address on the site and
   * `{markdownUrl}` the address of its Markdown copy.
   */
  prompt: string;
  assistants: AssistantLink[];
  /** The page with ready MCP configuration for editors; null leaves it out of the menu. */
  mcpGuide: GuideLink | null;
}

export const copyPage: CopyPageConfig = {
  prompt:
    'Read {markdownUrl}, the Markdown version of the documentation page {pageUrl}, so that I can ask you questions about it.',
  assistants: [
    { label: 'Open in ChatGPT', url: 'https://chatgpt.com/?hints=search&q={prompt}' },
    { label: 'Open in Claude', url: 'https://claude.ai/new?q={prompt}' },
  ],
  mcpGuide: {
    label: 'Use the docs in your editor (MCP)',
    hint: 'Configuration for Claude Code, Cursor and VS Code',
    route: '/getting-started/mcp-server',
  },
};

/** Rejects an assistant entry the menu could not link safely, naming what it received. */
export function checkAssistant(assistant: AssistantLink): AssistantLink {
  if (!/^https:\/\/[^/\s]+\/\S*$/.test(assistant.url) || !assistant.url.includes('{prompt}')) {
    throw new Error(
      `copyPage: assistant "${assistant.label}" has url "${assistant.url}"; expected an https:// address containing {prompt}.`,
    );
  }
  if (assistant.label.trim() === '') {
    throw new Error(`copyPage: the assistant with url "${assistant.url}" has an empty label.`);
  }
  return assistant;
}

/** The link of an assistant for one page. */
export function assistantHref(
  assistant: AssistantLink,
  urls: { pageUrl: string; markdownUrl: string },
  prompt: string = copyPage.prompt,
): string {
  const text = prompt
    .replaceAll('{pageUrl}', urls.pageUrl)
    .replaceAll('{markdownUrl}', urls.markdownUrl);
  return checkAssistant(assistant).url.replace('{prompt}', encodeURIComponent(text));
}
