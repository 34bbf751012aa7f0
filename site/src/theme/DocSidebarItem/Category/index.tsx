// A sidebar category whose index page another docs instance renders (the SDK group's
// `/category/…` pages, the Swift page in the default instance's copy of the SDK sidebar) names
// it in `customProps.indexHref` (src/config/sidebar-items.ts); this gives it that link.
import type { ReactNode } from 'react';
import Category from '@theme-original/DocSidebarItem/Category';
import type { Props } from '@theme/DocSidebarItem/Category';

export default function CategoryWithIndexHref(props: Props): ReactNode {
  const indexHref = props.item.customProps?.indexHref;
  if (typeof indexHref !== 'string' || props.item.href) return <Category {...props} />;
  return <Category {...props} item={{ ...props.item, href: indexHref }} />;
}
