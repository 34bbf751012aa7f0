/**
 * The site's route list (spec §2) as typed navigation data: the one source for the sidebars,
 * the doc files' locations and the tests. Every route sits in exactly one sidebar group.
 *
 * A doc's file is derived from its group and path (see `docIdFor`), so moving a page means
 * editing this module and the file together; a unit test keeps them in step.
 */

import { SDK_PLUGIN_ID } from './sdk-docs';

export type SidebarGroup = 'documentation' | 'sdks' | 'solutions';

/** The API reference page: the plugins, the navbar, the footer and the search records use it. */
export const API_ROUTE = '/api';

/** A Markdown doc rendered by the docs plugin at `path` (the frontmatter `slug`). */
export interface DocRoute {
  kind: 'doc';
  path: string;
}

/** A React page outside the docs plugin, linked from a sidebar. */
export interface PageRoute {
  kind: 'page';
  path: string;
  label: string;
}

/** A sidebar category; `index` is its generated index page under /category/. */
export interface CategoryNode {
  kind: 'category';
  label: string;
  /** Generated index route (`/category/...`), or the path of a doc that heads the category. */
  index?: { generated: string; description: string } | { doc: string };
  items: NavNode[];
}

export type NavNode = DocRoute | PageRoute | CategoryNode;

const doc = (path: string): DocRoute => ({ kind: 'doc', path });
const docs = (prefix: string, names: string[]): DocRoute[] =>
  names.map((name) => doc(`${prefix}/${name}`));

export const navigation: Record<SidebarGroup, NavNode[]> = {
  documentation: [
    doc('/'),
    {
      kind: 'category',
      label: 'Getting started',
      index: {
        generated: '/category/getting-started',
        description:
          'Create an organization, make your first signed request and prepare for production.',
      },
      items: docs('/getting-started', [
        'quickstart',
        'sandbox',
        'mcp-server',
        'embedded-wallet-quickstart',
        'signing-automation-quickstart',
        'examples',
        'launch-checklist',
        'resource-limits',
      ]),
    },
    {
      kind: 'category',
      label: 'Concepts',
      index: { doc: '/concepts/introduction' },
      items: [
        ...docs('/concepts', ['organizations', 'sub-organizations', 'wallets']),
        {
          kind: 'category',
          label: 'Users',
          index: { doc: '/concepts/users/introduction' },
          items: docs('/concepts/users', ['credentials', 'best-practices', 'root-quorum']),
        },
        {
          kind: 'category',
          label: 'Policies',
          index: { doc: '/concepts/policies/overview' },
          items: docs('/concepts/policies', [
            'quickstart',
            'language',
            'examples',
            'smart-contract-interfaces',
            'velocity-and-time',
          ]),
        },
      ],
    },
    {
      kind: 'category',
      label: 'Transactions',
      items: docs('/transactions', ['sending', 'nonces-and-gas', 'balances-and-history']),
    },
    {
      kind: 'category',
      label: 'Features',
      items: docs('/features', [
        'email-auth',
        'otp-auth',
        'oauth',
        'sessions',
        'email-recovery',
        'export-wallets',
        'import-wallets',
        'pregenerated-wallets',
        'delegated-access',
        'webhooks',
        'secrets',
      ]),
    },
    {
      kind: 'category',
      label: 'Passkeys',
      index: { doc: '/passkeys/introduction' },
      items: docs('/passkeys', [
        'integration',
        'options',
        'discoverable-vs-non-discoverable',
        'native',
      ]),
    },
    {
      kind: 'category',
      label: 'Access controls',
      items: docs('/access-controls', ['mfa', 'ip-allowlists', 'oauth2-credentials', 'auth-proxy']),
    },
    {
      kind: 'category',
      label: 'Ecosystems',
      items: [
        ...docs('/ecosystems', [
          'ethereum',
          'solana',
          'bitcoin',
          'tron',
          'tempo',
          'cosmos',
          'dogecoin',
          'xrp',
          'sui',
          'aptos',
          'stellar',
          'ton',
          'spark',
          'others',
        ]),
        doc('/documentation/ecosystem-integrations/'),
      ],
    },
    {
      kind: 'category',
      label: 'Products',
      items: [
        doc('/products/earn'),
        doc('/products/swaps'),
        doc('/products/fiat-on-ramp'),
        doc('/products/spark'),
        doc('/products/verifiable-cloud'),
      ],
    },
    {
      kind: 'category',
      label: 'API overview',
      index: {
        generated: '/category/api-overview',
        description:
          'How requests to the platform are shaped, signed and answered: queries, submissions, stamps and errors.',
      },
      items: [
        ...docs('/api-overview', ['introduction', 'queries', 'submissions', 'stamps', 'errors']),
        { kind: 'page', path: API_ROUTE, label: 'API reference' },
      ],
    },
    {
      kind: 'category',
      label: 'Tools',
      items: docs('/tools', ['policy-lab', 'stamp-doctor', 'webhook-lab']),
    },
    {
      kind: 'category',
      label: 'Security',
      index: {
        generated: '/category/security',
        description:
          'How keys are protected: secure enclaves, non-custodial key management, quorum deployments and verifiable data.',
      },
      items: docs('/security', [
        'our-approach',
        'non-custodial-key-mgmt',
        'secure-enclaves',
        'quorum-deployments',
        'verifiable-data',
        'disaster-recovery',
        'reporting-a-vulnerability',
      ]),
    },
    {
      kind: 'category',
      label: 'Reference',
      items: docs('/reference', ['aa-wallets', 'embedded-wallet-kit']),
    },
    doc('/faq'),
    doc('/changelog'),
    doc('/markdown-page'),
  ],
  sdks: [
    ...docs('/sdks', [
      'introduction',
      'javascript-browser',
      'javascript-server',
      'react',
      'react-native',
    ]),
    {
      kind: 'category',
      label: 'Swift',
      index: { doc: '/sdks/swift/' },
      items: docs('/sdks/swift', ['proxy-middleware', 'register-passkey']),
    },
    ...docs('/sdks', ['flutter', 'kotlin', 'golang', 'rust', 'python', 'Ruby', 'cli']),
    {
      kind: 'category',
      label: 'Advanced',
      index: {
        generated: '/category/advanced',
        description:
          'Lower-level packages: the HTTP client and the stampers that sign requests with API keys, passkeys, iframes and wallets.',
      },
      items: docs('/sdks/advanced', [
        'turnkey-client',
        'api-key-stamper',
        'webauthn-stamper',
        'iframe-stamper',
        'wallet-stamper',
      ]),
    },
    {
      kind: 'category',
      label: 'Web3 libraries',
      index: {
        generated: '/category/web3-libraries',
        description:
          'Signers for viem, ethers, Solana web3.js, CosmJS and EIP-1193 providers backed by platform wallets.',
      },
      items: docs('/sdks/web3', ['viem', 'ethers', 'solana', 'cosmjs', 'eip-1193']),
    },
    doc('/sdks/migration-path'),
  ],
  solutions: [
    {
      kind: 'category',
      label: 'Embedded wallets',
      index: { doc: '/embedded-wallets/overview' },
      items: [
        ...docs('/embedded-wallets', [
          'sub-organization-auth',
          'sub-organization-recovery',
          'sub-organizations-as-wallets',
        ]),
        {
          kind: 'category',
          label: 'Code examples',
          index: {
            generated: '/category/code-examples',
            description:
              'Complete browser and server code for embedded-wallet flows: sign-up, login, sessions, recovery, export, import and signing.',
          },
          items: docs('/embedded-wallets/code-examples', [
            'create-sub-org-passkey',
            'authenticate-user-passkey',
            'create-passkey-session',
            'create-user-email',
            'authenticate-user-email',
            'email-recovery',
            'add-credential',
            'wallet-auth',
            'signing-transactions',
            'export',
            'import',
          ]),
        },
      ],
    },
    {
      kind: 'category',
      label: 'Signing automation',
      index: { doc: '/signing-automation/overview' },
      items: [
        {
          kind: 'category',
          label: 'Code examples',
          index: {
            generated: '/category/code-examples-1',
            description:
              'Server-side signing with API keys: build, sign and broadcast transactions from your backend.',
          },
          items: docs('/signing-automation/code-examples', ['signing-transactions']),
        },
      ],
    },
  ],
};

export const sidebarGroups = Object.keys(navigation) as SidebarGroup[];

/** A doc's file under `site/docs`, without extension (the default instance's doc id). */
export function docIdFor(group: SidebarGroup, path: string): string {
  const segments = path.split('/').filter(Boolean);
  if (segments[0] === group) segments.shift();
  if (path.endsWith('/')) segments.push('index');
  return [group, ...segments].join('/');
}

/**
 * The docs plugin instance that renders a group's docs: the SDK reference is its own instance,
 * with versions (docs/decisions/0120); the other groups share the default one.
 */
export function docsPluginOf(group: SidebarGroup): string {
  return group === 'sdks' ? SDK_PLUGIN_ID : 'default';
}

/**
 * A doc's id inside its instance: the SDK instance reads `site/docs/sdks`, so its ids lose
 * that folder (`sdks/swift/index` → `swift/index`).
 */
export function instanceDocIdFor(group: SidebarGroup, path: string): string {
  const id = docIdFor(group, path);
  return docsPluginOf(group) === SDK_PLUGIN_ID ? id.slice(`${group}/`.length) : id;
}

export interface SiteRoute {
  path: string;
  group: SidebarGroup;
  kind: 'doc' | 'page' | 'category';
  /** The doc's file under `site/docs` without extension, for docs; otherwise undefined. */
  docId?: string;
}

function collect(group: SidebarGroup, nodes: NavNode[], into: SiteRoute[]): void {
  for (const node of nodes) {
    if (node.kind === 'category') {
      if (node.index && 'generated' in node.index) {
        into.push({ path: node.index.generated, group, kind: 'category' });
      } else if (node.index) {
        const path = node.index.doc;
        into.push({ path, group, kind: 'doc', docId: docIdFor(group, path) });
      }
      collect(group, node.items, into);
    } else if (node.kind === 'doc') {
      into.push({ path: node.path, group, kind: 'doc', docId: docIdFor(group, node.path) });
    } else {
      into.push({ path: node.path, group, kind: 'page' });
    }
  }
}

/** Every route of the site, in sidebar order. */
export const siteRoutes: readonly SiteRoute[] = sidebarGroups.flatMap((group) => {
  const routes: SiteRoute[] = [];
  collect(group, navigation[group], routes);
  return routes;
});
