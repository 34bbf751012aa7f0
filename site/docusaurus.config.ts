import type { Config, PluginConfig } from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import { brand } from './src/config/brand';
import { announcementBar } from './src/config/announcement';
import { navbar } from './src/config/navbar';
import { footer } from './src/config/footer';
import { darkCodeTheme, lightCodeTheme, magicComments } from './src/config/prism';
import { readEnv } from './src/config/env';
import remarkApiFacts from './src/plugins/api-facts';
import remarkTryItLinks from './src/plugins/try-it-links';
import remarkPolicyLabLinks from './src/plugins/policy-lab-links';
import changelogFeed from './src/plugins/changelog-feed';
import announcementReset from './src/plugins/announcement-reset';
import searchPlugin from './src/plugins/search';
import { algoliaThemeConfigOf, searchSettingsFrom } from './src/config/search';
import apiReference from './src/plugins/api-reference';
import { pluginEntry } from './src/plugins/option-schema';
import socialCards from './src/plugins/social-cards';
import robotsTxt from './src/plugins/robots-txt';
import { cardSections, defaultCard } from './src/config/social-cards';
import { feedbackSettingsFrom } from './src/config/feedback';
import { shallowSafeGit } from './src/config/last-update';
import markdownPages from './src/plugins/markdown-pages';
import assistantPlugin from './src/plugins/assistant';
import { assistantSettingsFrom } from './src/config/assistant';
import bundleTrim from './src/plugins/bundle-trim';
import staticCode, { remarkStaticCode } from './src/plugins/static-code';
import nestedDocs from './src/plugins/nested-docs';
import prerenderedDiagramsPlugin, { prerenderedDiagrams } from './src/plugins/prerendered-diagrams';
import {
  frozenRoute,
  SDK_CURRENT_LABEL,
  SDK_DOCS_DIR,
  SDK_FROZEN_VERSIONS,
  SDK_PLUGIN_ID,
  SDK_ROUTE_BASE,
} from './src/config/sdk-docs';
import { linksAcrossInstances, sdkFrontMatterParser } from './src/config/sdk-doc-files';

// Every environment variable, checked once: a bad value stops the build here (src/config/env.ts).
const env = readEnv();
// Local search index by default; Algolia DocSearch when the DOCSEARCH_* variables are set.
const search = searchSettingsFrom(env);
// "Ask the docs" answers from the docs alone; ASSISTANT_API_URL/MODEL add a hosted service.
const assistant = assistantSettingsFrom(env);
// Mermaid themes of the two colour modes: the diagrams drawn at build time and any drawn in
// the browser use the same ones.
const mermaid = { theme: { light: 'neutral', dark: 'dark' } };

/** What both docs instances share: edit links, dates and the remark steps. */
const docsCommon = {
  editUrl: `${brand.docsRepositoryUrl}/edit/main/site/`,
  showLastUpdateTime: true,
  // Counts and operation tables from the API model (api-facts).
  // "Open in Try it" under examples that call one operation (try-it-links).
  // "Open in Policy Lab" under policy examples (policy-lab-links).
  // Diagrams drawn at build time, in both colour modes (prerendered-diagrams).
  // Code blocks highlighted at build time; no highlighter in the browser (static-code). Last:
  // try-it-links reads the code blocks this step replaces.
  beforeDefaultRemarkPlugins: [
    remarkApiFacts,
    remarkTryItLinks,
    remarkPolicyLabLinks,
    prerenderedDiagrams(__dirname, { themes: mermaid.theme }),
    [remarkStaticCode, { magicComments }],
  ],
} satisfies Preset.Options['docs'];

/**
 * The SDK reference: its own docs instance, the current generation at `/sdks/…` and the
 * frozen 8.x pages at `/sdks/8.x/…` (docs/decisions/0120). Its files stay in docs/sdks.
 */
const sdkDocs = {
  id: SDK_PLUGIN_ID,
  path: SDK_DOCS_DIR,
  routeBasePath: SDK_ROUTE_BASE,
  sidebarPath: './sidebars-sdks.ts',
  ...docsCommon,
  lastVersion: 'current',
  versions: {
    current: { label: SDK_CURRENT_LABEL },
    ...Object.fromEntries(
      SDK_FROZEN_VERSIONS.map((version) => [
        version.name,
        { label: version.label, banner: 'unmaintained', noIndex: true },
      ]),
    ),
  },
} satisfies Preset.Options['docs'];

const config = {
  title: brand.siteTitle,
  tagline: brand.tagline,
  favicon: 'img/favicon.svg',
  url: brand.siteUrl,
  baseUrl: '/',
  // Routes keep the exact form of the spec (`/sdks/swift/` with, `/faq` without a slash).
  trailingSlash: undefined,
  titleDelimiter: '|',

  onBrokenLinks: 'throw',
  onBrokenAnchors: 'throw',
  markdown: {
    // A link to another docs instance's file resolves to its route; other broken links warn.
    hooks: {
      onBrokenMarkdownLinks: linksAcrossInstances(__dirname, (message) => console.warn(message)),
    },
    // SDK docs keep the public route as their slug; their instance reads it without `/sdks`.
    parseFrontMatter: sdkFrontMatterParser(__dirname),
    // Explicit `{#id}` heading anchors keep changelog feed links stable; the other MDX 1
    // leftovers stay off.
    mdx1Compat: { headingIds: true, comments: false, admonitions: false },
    // ```mermaid blocks render as diagrams (lifecycles, auth sequences, hierarchies).
    mermaid: true,
  },
  themes: ['@docusaurus/theme-mermaid'],

  i18n: { defaultLocale: 'en', locales: ['en'] },

  future: {
    // Rspack + SWC + Lightning CSS: see docs/architecture.md for the measured difference.
    // DOCS_FASTER=0 builds with webpack + Babel + Terser, for the benchmark's comparison.
    faster: env.DOCS_FASTER,
    v4: {
      removeLegacyPostBuildHeadAttribute: true,
      // Off: in the production CSS, layered Infima rules outranked our unlayered component
      // classes (LinkCards lost its padding), the reverse of what layers are for.
      useCssCascadeLayers: false,
      mdx1CompatDisabledByDefault: true,
      // Off: namespacing would rename the storage keys the spec fixes (`theme`,
      // `docusaurus.announcement.*`).
      siteStorageNamespacing: false,
    },
    // Last-updated dates from git, left out where a shallow clone cannot know them.
    experimental_vcs: shallowSafeGit(),
  },

  presets: [
    [
      'classic',
      {
        docs: {
          routeBasePath: '/',
          sidebarPath: './sidebars.ts',
          // The theme's default exclusions, and the SDK instance's folder.
          exclude: [
            '**/_*.{js,jsx,ts,tsx,md,mdx}',
            '**/_*/**',
            '**/*.test.{js,jsx,ts,tsx}',
            '**/__tests__/**',
            'sdks/**',
          ],
          ...docsCommon,
        },
        blog: false,
        theme: { customCss: './src/css/custom.css' },
        // The search page has no content of its own; 404.html is left out by the plugin.
        sitemap: { lastmod: 'date', ignorePatterns: ['/search'] },
      } satisfies Preset.Options,
    ],
  ],

  // Local plugins, given as functions that carry their `validateOptions`, which Docusaurus runs
  // before starting each; `pluginEntry` type-checks the options against that validator.
  // (Paths would also work, but each path string would ship in the client config: 0050.)
  plugins: [
    ['@docusaurus/plugin-content-docs', sdkDocs] satisfies PluginConfig,
    // The SDK folder sits inside the default instance's: compiled by its own instance only.
    pluginEntry(nestedDocs, { outer: 'docs', nested: [SDK_DOCS_DIR] }),
    pluginEntry(changelogFeed, {}),
    pluginEntry(announcementReset, { announcementId: announcementBar.id }),
    // The 8.x SDK pages are noindex for search engines, but on-site search finds them when the
    // reader is in that version (their records carry its tag: docs/decisions/0122).
    pluginEntry(searchPlugin, {
      engine: search.engine,
      noIndexRoutesIndexed: SDK_FROZEN_VERSIONS.map(
        (version) => `${frozenRoute(version.name, `/${SDK_ROUTE_BASE}`)}/`,
      ),
    }),
    pluginEntry(apiReference, {}),
    pluginEntry(socialCards, {
      sections: cardSections,
      defaultCard,
      brand: brand.siteTitle,
    }),
    pluginEntry(robotsTxt, {}),
    // Markdown copies of every page, /llms.txt and /llms-full.txt (docs/decisions/0023).
    pluginEntry(markdownPages, {}),
    pluginEntry(assistantPlugin, { service: assistant.service }),
    pluginEntry(bundleTrim, {}),
    // The code themes as a stylesheet for the blocks highlighted at build time.
    pluginEntry(staticCode, {}),
    // Fills the diagrams drawn at build time into the HTML.
    pluginEntry(prerenderedDiagramsPlugin, {}),
  ],

  // Read in the browser by src/components/HelpfulFeedback (FEEDBACK_URL, off by default).
  customFields: { feedback: feedbackSettingsFrom(env) },

  themeConfig: {
    // Written by the social-cards plugin; doc pages use their section's card instead.
    image: 'img/social-card.png',
    // Defaults; a page's own description (docs' frontmatter, /api, …) replaces them.
    metadata: [
      { name: 'description', content: brand.tagline },
      { property: 'og:description', content: brand.tagline },
      { property: 'og:type', content: 'website' },
      { property: 'og:site_name', content: brand.siteTitle },
      { name: 'twitter:card', content: 'summary_large_image' },
    ],
    colorMode: {
      defaultMode: 'light',
      disableSwitch: false,
      respectPrefersColorScheme: false,
    },
    announcementBar,
    navbar,
    footer,
    docs: {
      sidebar: { hideable: false, autoCollapseCategories: false },
    },
    tableOfContents: { minHeadingLevel: 2, maxHeadingLevel: 3 },
    // The classic preset adds theme-search-algolia (the DocSearch UI) when this is set; the
    // local index or Algolia answers it: see src/config/search.ts and docs/architecture.md.
    algolia: algoliaThemeConfigOf(search),
    mermaid,
    prism: {
      // AA-contrast variants of GitHub and Dracula: see src/config/prism.ts.
      theme: lightCodeTheme,
      darkTheme: darkCodeTheme,
      magicComments,
      // Docs blocks are highlighted at build time (static-code); the runtime blocks of /api use
      // the site's Prism (bundle-trim). Not empty: `[]` makes the theme bundle all of
      // `prismjs/components/index.js`.
      additionalLanguages: ['json'],
    },
  } satisfies Preset.ThemeConfig,
} satisfies Config;

export default config;
