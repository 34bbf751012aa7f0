import { describe, expect, it } from 'vitest';
import { assistantHref, checkAssistant, copyPage } from '../copy-page';
import { siteRoutes } from '../routes';

describe('copyPage config', () => {
  it('lists assistants with https links that take the prompt', () => {
    expect(copyPage.assistants.map((assistant) => assistant.label)).toEqual([
      'Open in ChatGPT',
      'Open in Claude',
    ]);
    for (const assistant of copyPage.assistants) expect(checkAssistant(assistant)).toBe(assistant);
  });

  it('puts the encoded page and Markdown URLs in the prompt', () => {
    const urls = {
      pageUrl: 'https://docs.example.com/concepts/wallets',
      markdownUrl: 'https://docs.example.com/concepts/wallets.md',
    };
    const href = assistantHref({ label: 'A', url: 'https://a.example/new?q={prompt}' }, urls);
    expect(href.startsWith('https://a.example/new?q=')).toBe(true);
    expect(href).toContain(encodeURIComponent(urls.pageUrl));
    const prompt = decodeURIComponent(href.slice('https://a.example/new?q='.length));
    expect(prompt).toContain(urls.markdownUrl);
    expect(prompt).not.toMatch(/\{(pageUrl|markdownUrl)\}/);
  });

  it('rejects an entry that is not an https link with {prompt}', () => {
    expect(() => checkAssistant({ label: 'X', url: 'http://x.example/?q={prompt}' })).toThrow(
      'copyPage: assistant "X" has url "http://x.example/?q={prompt}"; expected an https:// address containing {prompt}.',
    );
    expect(() => checkAssistant({ label: 'Y', url: 'https://y.example/' })).toThrow(
      'expected an https:// address containing {prompt}',
    );
    expect(() => checkAssistant({ label: ' ', url: 'https://y.example/?q={prompt}' })).toThrow(
      'copyPage: the assistant with url "https://y.example/?q={prompt}" has an empty label.',
    );
  });
});

describe('copyPage.mcpGuide', () => {
  it('leads to a route of the site', () => {
    expect(copyPage.mcpGuide).not.toBeNull();
    expect(siteRoutes.map((route) => route.path)).toContain(copyPage.mcpGuide?.route);
  });
});
