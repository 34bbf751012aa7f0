import type { ThemeConfig } from '@docusaurus/preset-classic';
import { brand } from './brand';
import { API_ROUTE } from './routes';
import { SDK_PLUGIN_ID } from './sdk-docs';

type Navbar = NonNullable<ThemeConfig['navbar']>;

/**
 * Navbar items exactly as spec §2: six sections on the left; on the right the SDK version
 * dropdown (SDK pages only), search, then external links.
 * Quickstart and Changelog are plain links: as `doc` items they would light up on every page
 * of the documentation sidebar, next to Documentation itself.
 */
export const navbarItems = [
  { type: 'docSidebar', sidebarId: 'documentation', label: 'Documentation', position: 'left' },
  { to: '/getting-started/quickstart', label: 'Quickstart', position: 'left' },
  { type: 'docSidebar', sidebarId: 'solutions', label: 'Solutions', position: 'left' },
  {
    type: 'docSidebar',
    sidebarId: 'sdks',
    docsPluginId: SDK_PLUGIN_ID,
    label: 'SDK Reference',
    position: 'left',
  },
  { to: API_ROUTE, label: 'API Reference', position: 'left' },
  { to: '/changelog', label: 'Changelog', position: 'left' },
  // On SDK pages only (src/theme/NavbarItem/DocsVersionDropdownNavbarItem): the same page in
  // the other SDK generation, or that version's introduction.
  { type: 'docsVersionDropdown', docsPluginId: SDK_PLUGIN_ID, position: 'right' },
  { type: 'search', position: 'right' },
  { href: brand.repositoryUrl, label: 'GitHub', position: 'right' },
  { href: brand.dashboardUrl, label: 'Dashboard', position: 'right' },
] satisfies Navbar['items'];

export const navbar = {
  title: brand.name,
  logo: { alt: `${brand.name} logo`, src: 'img/logo.svg', srcDark: 'img/logo-dark.svg' },
  hideOnScroll: false,
  items: navbarItems,
} satisfies Navbar;
