import type { SidebarsConfig } from '@docusaurus/plugin-content-docs';
import { navigation } from './src/config/routes';
import { SDK_PLUGIN_ID } from './src/config/sdk-docs';
import { sidebarItems } from './src/config/sidebar-items';

/** The SDK instance's current version: the `sdks` group of src/config/routes.ts. */
const sidebars = {
  sdks: sidebarItems(SDK_PLUGIN_ID, 'sdks', navigation.sdks),
} satisfies SidebarsConfig;

export default sidebars;
