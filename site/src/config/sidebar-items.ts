import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { SidebarsConfig } from '@docusaurus/plugin-content-docs';
import { cardPath, sectionOf } from '../plugins/social-cards/sections';
import {
  docsPluginOf,
  docIdFor,
  instanceDocIdFor,
  type NavNode,
  type SidebarGroup,
} from './routes';

export type SidebarItem = SidebarsConfig[string] extends infer S
  ? S extends (infer I)[]
    ? I
    : never
  : never;

type SidebarCategoryLink =
  | { type: 'doc'; id: string }
  | { type: 'generated-index'; slug: string; title: string; description: string; image?: string };

const docsDir = path.resolve(__dirname, '../../docs');

/**
 * A front matter field of one line (`title: X`, `description: "X"`), unquoted. The docs' front
 * matter is one line per field; a block value (`>`, `|`) is refused with the file's name.
 */
export function frontMatterField(
  source: string,
  field: string,
  file = 'a doc',
): string | undefined {
  const raw = new RegExp(`^${field}:\\s*(.+?)\\s*$`, 'm').exec(
    source.split(/^---$/m)[1] ?? '',
  )?.[1];
  if (raw === undefined) return undefined;
  if (/^[>|]/.test(raw)) {
    throw new Error(
      `sidebars: ${file} gives "${field}" as a block (${raw}); write it on one line, as the other docs do.`,
    );
  }
  if (raw.startsWith('"')) return JSON.parse(raw) as string;
  if (raw.startsWith("'")) return raw.slice(1, -1).replace(/''/g, "'");
  return raw;
}

/** A doc of another instance, as a link: the label and description its own card would show. */
function linkTo(group: SidebarGroup, route: string): SidebarItem {
  const file = path.join(docsDir, `${docIdFor(group, route)}.mdx`);
  const source = readFileSync(file, 'utf8');
  const label =
    frontMatterField(source, 'sidebar_label', file) ?? frontMatterField(source, 'title', file);
  if (!label) throw new Error(`sidebars: ${file} has no title in its front matter.`);
  const description = frontMatterField(source, 'description', file);
  return { type: 'link', label, href: route, ...(description && { description }) };
}

/**
 * The navigation data of `group` (src/config/routes.ts) as the sidebar items of the docs
 * instance `pluginId`. The group's own instance gets its docs; another instance (the default
 * one, which serves the SDK group's `/category/…` pages: docs/decisions/0120) gets links to
 * them. A category index that the instance cannot render (a generated index outside its route
 * base, a doc of another instance) is named in `customProps.indexHref`, which
 * src/theme/DocSidebarItem/Category turns into the category's link.
 */
export function sidebarItems(
  pluginId: string,
  group: SidebarGroup,
  nodes: NavNode[],
  parent?: string,
): SidebarItem[] {
  const own = docsPluginOf(group) === pluginId;
  return nodes.map((node): SidebarItem => {
    switch (node.kind) {
      case 'doc':
        return own
          ? { type: 'doc', id: instanceDocIdFor(group, node.path) }
          : linkTo(group, node.path);
      case 'page':
        return { type: 'link', label: node.label, href: node.path };
      case 'category': {
        // Generated index pages share their section's social card with its docs.
        const section = sectionOf(group, parent ?? node.label);
        // `/category/…` pages sit outside the SDK instance's route base: the default instance
        // renders every generated index.
        const index = node.index;
        let link: SidebarCategoryLink | undefined;
        if (index && 'generated' in index && pluginId === 'default') {
          link = {
            type: 'generated-index',
            slug: index.generated,
            title: node.label,
            description: index.description,
            ...(section && { image: cardPath(section) }),
          };
        } else if (index && 'doc' in index && own) {
          link = { type: 'doc', id: instanceDocIdFor(group, index.doc) };
        }
        const indexHref =
          index && !link ? ('generated' in index ? index.generated : index.doc) : undefined;
        return {
          type: 'category',
          label: node.label,
          collapsible: true,
          collapsed: true,
          ...(link && { link }),
          ...(indexHref && { customProps: { indexHref } }),
          items: sidebarItems(pluginId, group, node.items, parent ?? node.label),
        };
      }
    }
  });
}
