import type { ThemeConfig } from '@docusaurus/preset-classic';
import { brand } from './brand';

type Navbar = NonNullable<ThemeConfig['navbar']>;

/** Navbar items exactly as spec §2: six sections on the left, search, then external links. */
export const navbarItems = [
  { type: 'docSidebar', sidebarId: 'documentation', label: 'Documentation', position: 'left' },
  {
    type: 'doc',
    docId: 'documentation/getting-started/quickstart',
    label: 'Quickstart',
    position: 'left',
  },
  { type: 'docSidebar', sidebarId: 'solutions', label: 'Solutions', position: 'left' },
  { type: 'docSidebar', sidebarId: 'sdks', label: 'SDK Reference', position: 'left' },
  { to: '/api', label: 'API Reference', position: 'left' },
  { type: 'doc', docId: 'documentation/changelog', label: 'Changelog', position: 'left' },
  { type: 'search', position: 'right' },
  {
    href: brand.repositoryUrl,
    label: 'GitHub',
    position: 'right',
    'aria-label': 'GitHub repository',
  },
  { href: brand.dashboardUrl, label: 'Dashboard', position: 'right' },
] satisfies Navbar['items'];

export const navbar = {
  title: brand.name,
  logo: { alt: `${brand.name} logo`, src: 'img/logo.svg', srcDark: 'img/logo-dark.svg' },
  hideOnScroll: false,
  items: navbarItems,
} satisfies Navbar;
