import type { SidebarsConfig } from '@docusaurus/plugin-content-docs';
import {
  docIdFor,
  navigation,
  sidebarGroups,
  type NavNode,
  type SidebarGroup,
} from './src/config/routes';
import { cardPath, sectionOf } from './src/plugins/social-cards/sections';

type SidebarItem = SidebarsConfig[string] extends infer S
  ? S extends (infer I)[]
    ? I
    : never
  : never;

/** Turns the route module's navigation data into the docs plugin's sidebar items. */
function toItems(group: SidebarGroup, nodes: NavNode[], parent?: string): SidebarItem[] {
  return nodes.map((node): SidebarItem => {
    switch (node.kind) {
      case 'doc':
        return { type: 'doc', id: docIdFor(group, node.path) };
      case 'page':
        return { type: 'link', label: node.label, href: node.path };
      case 'category': {
        // Generated index pages share their section's social card with its docs.
        const section = sectionOf(group, parent ?? node.label);
        return {
          type: 'category',
          label: node.label,
          collapsible: true,
          collapsed: true,
          link: !node.index
            ? undefined
            : 'generated' in node.index
              ? {
                  type: 'generated-index',
                  slug: node.index.generated,
                  title: node.label,
                  description: node.index.description,
                  ...(section && { image: cardPath(section) }),
                }
              : { type: 'doc', id: docIdFor(group, node.index.doc) },
          items: toItems(group, node.items, parent ?? node.label),
        };
      }
    }
  });
}

const sidebars = Object.fromEntries(
  sidebarGroups.map((group) => [group, toItems(group, navigation[group])]),
) satisfies SidebarsConfig;

export default sidebars;
