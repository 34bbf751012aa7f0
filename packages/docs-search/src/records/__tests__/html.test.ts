import { describe, expect, it } from 'vitest';
import { extractPageRecords } from '../html';

/** A docs page as Docusaurus renders it, cut down to what extraction looks at. */
const docPage = `<!doctype html><html><head>
<meta name="description" content="How passkeys sign requests.">
<meta name="docsearch:language" content="en">
<meta name="docsearch:docusaurus_tag" content="docs-default-current">
</head><body>
<nav class="navbar"><a class="navbar__link navbar__link--active" href="/">Documentation</a></nav>
<aside><a class="menu__link menu__link--sublist menu__link--active" href="/passkeys/introduction">Passkeys</a>
<a class="menu__link menu__link--sublist menu__link--active" href="/passkeys/options">Options</a></aside>
<main><article>
<nav class="theme-doc-breadcrumbs"><a href="/">Home</a></nav>
<div class="theme-doc-toc-mobile"><button>On this page</button></div>
<div class="theme-doc-markdown markdown"><header><h1>Passkey options</h1></header>
<p>Defaults of <code>createUserPasskey</code>.</p><ul><li>one</li><li>two</li></ul>
<h2 class="anchor" id="timeout">Timeout<a href="#timeout" class="hash-link">&#8203;</a></h2>
<p>Wait 5 minutes &amp; then fail. Write <code>&lt;TabItem&gt;</code> literally.</p>
<div class="theme-code-block"><pre><code><span class="token-line">const stamper = new WebauthnStamper({ rpId });<br></span><span class="token-line">await client.createSubOrganization(params);</span></code></pre><button>Copy</button></div>
<h3 id="per-call">Per call</h3><p>Override it per call.</p>
<h2 id="empty-heading">Empty heading</h2>
<h2 id="related">Related</h2><ul><li><a href="/passkeys/native">Native passkeys</a></li></ul>
</div>
<footer class="theme-doc-footer"><a>Edit this page</a></footer>
</article>
<nav class="pagination-nav"><a>Next</a></nav></main>
<script>window.__ignored = 1</script></body></html>`;

describe('extractPageRecords', () => {
  const records = extractPageRecords(docPage, '/passkeys/options');

  it('makes a record of the title and intro, then one per h2 and h3 with its anchor', () => {
    expect(
      records.map(({ url, type, hierarchy }) => [url, type, hierarchy.lvl2, hierarchy.lvl3]),
    ).toEqual([
      ['/passkeys/options', 'lvl1', null, null],
      ['/passkeys/options#timeout', 'lvl2', 'Timeout', null],
      ['/passkeys/options#per-call', 'lvl3', 'Timeout', 'Per call'],
    ]);
  });

  it('takes lvl0 from the top sidebar category, facets and description from the meta tags', () => {
    expect(records[0]).toMatchObject({
      hierarchy: { lvl0: 'Passkeys', lvl1: 'Passkey options' },
      content: 'Defaults of createUserPasskey. one two',
      description: 'How passkeys sign requests.',
      language: 'en',
      docusaurus_tag: 'docs-default-current',
    });
    expect(records[1]?.description).toBeNull();
  });

  it('keeps text as text, leaves chrome and code out, and lists code identifiers', () => {
    expect(records[1]).toMatchObject({
      content: 'Wait 5 minutes & then fail. Write <TabItem> literally.',
      code: 'WebauthnStamper rpId createSubOrganization',
    });
    const all = JSON.stringify(records);
    for (const chrome of [
      'Home',
      'On this page',
      'Copy',
      'Edit this page',
      'Next',
      '__ignored',
      '\u200b',
    ]) {
      expect(all).not.toContain(chrome);
    }
  });

  it("leaves out the site's own chrome classes, and only those it names", () => {
    const page = `<main><h1>Create a wallet</h1><p>One call.</p>
      <p class="site-chrome"><a href="/api#create_wallet">Open in Try it</a></p></main>`;
    const contentOf = (chromeClasses?: string[]) =>
      extractPageRecords(page, '/wallets', chromeClasses)[0]?.content;
    expect(contentOf()).toBe('One call. Open in Try it');
    expect(contentOf(['site-chrome'])).toBe('One call.');
  });

  it('drops sections of links only and empty headings', () => {
    expect(records.map((record) => record.url)).not.toContain('/passkeys/options#related');
    expect(records.map((record) => record.url)).not.toContain('/passkeys/options#empty-heading');
  });

  it('reads pages outside the docs from <main>, with the active navbar item as lvl0', () => {
    const page = `<html><head><meta name="docsearch:docusaurus_tag" content="default"></head><body>
      <nav><a class="navbar__link navbar__link--active" href="/api">API Reference</a></nav>
      <main><h1>API reference</h1><p>Every call is a POST.</p><h2>By tag</h2><ul><li>Wallets</li></ul></main>
      </body></html>`;
    expect(extractPageRecords(page, '/api')).toEqual([
      expect.objectContaining({
        url: '/api',
        hierarchy: expect.objectContaining({ lvl0: 'API Reference', lvl1: 'API reference' }),
        content: 'Every call is a POST.',
        docusaurus_tag: 'default',
        language: 'en',
      }),
      expect.objectContaining({ url: '/api', type: 'lvl2', content: 'Wallets' }),
    ]);
  });

  it('has nothing to index without content or a title', () => {
    expect(extractPageRecords('<html><body><p>No main</p></body></html>', '/x')).toEqual([]);
    expect(extractPageRecords('<main><p>No title</p></main>', '/x')).toEqual([]);
  });
});
