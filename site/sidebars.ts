import type { SidebarsConfig } from '@docusaurus/plugin-content-docs';
import { navigation, sidebarGroups } from './src/config/routes';
import { sidebarItems } from './src/config/sidebar-items';

/**
 * The default docs instance's sidebars: documentation and solutions, and an `sdks` sidebar of
 * links that carries the SDK group's `/category/…` index pages (docs/decisions/0120). The SDK
 * docs themselves are the `sdks` instance's (sidebars-sdks.ts).
 */
const sidebars = Object.fromEntries(
  sidebarGroups.map((group) => [group, sidebarItems('default', group, navigation[group])]),
) satisfies SidebarsConfig;

export default sidebars;
