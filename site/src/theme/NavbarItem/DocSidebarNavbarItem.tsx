// Replaces the theme's item (same props, same link) for one reason: a sidebar id may live in two
// docs instances. The SDK group's `/category/…` pages are rendered by the default instance in
// its own `sdks` sidebar (docs/decisions/0120), and "SDK Reference" must light up there too.
import type { ReactNode } from 'react';
import { useActiveDocContext, useLayoutDocsSidebar } from '@docusaurus/plugin-content-docs/client';
import DefaultNavbarItem from '@theme/NavbarItem/DefaultNavbarItem';
import type { Props } from '@theme/NavbarItem/DocSidebarNavbarItem';

export default function DocSidebarNavbarItem({
  sidebarId,
  label,
  docsPluginId,
  ...props
}: Props): ReactNode {
  const own = useActiveDocContext(docsPluginId).activeDoc;
  const fromDefault = useActiveDocContext('default').activeDoc;
  const sidebarLink = useLayoutDocsSidebar(sidebarId, docsPluginId).link;
  if (!sidebarLink) {
    throw new Error(
      `DocSidebarNavbarItem: Sidebar with ID "${sidebarId}" doesn't have anything to be linked to.`,
    );
  }
  return (
    <DefaultNavbarItem
      exact
      {...props}
      isActive={() => own?.sidebar === sidebarId || fromDefault?.sidebar === sidebarId}
      label={label ?? sidebarLink.label}
      to={sidebarLink.path}
    />
  );
}
