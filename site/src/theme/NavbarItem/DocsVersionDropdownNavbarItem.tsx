// The theme's version dropdown, shown only on the pages of its own docs instance: the SDK
// versions mean nothing on a concepts page (docs/decisions/0121).
import type { ReactNode } from 'react';
import { useActivePlugin } from '@docusaurus/plugin-content-docs/client';
import DocsVersionDropdownNavbarItem from '@theme-original/NavbarItem/DocsVersionDropdownNavbarItem';
import type { Props } from '@theme/NavbarItem/DocsVersionDropdownNavbarItem';

export default function DocsVersionDropdownOnItsPages(props: Props): ReactNode {
  const active = useActivePlugin();
  if (active?.pluginId !== (props.docsPluginId ?? 'default')) return null;
  return <DocsVersionDropdownNavbarItem {...props} />;
}
