import type { ReactNode } from 'react';
import { serverModel } from '../../../api-reference/server-model';

export interface StaticHtmlProps {
  className?: string;
  hidden?: boolean;
  /** Rendered where the model is (the server, development); ignored in the browser. */
  children: ReactNode;
}

const KEEP = { __html: '' };

/**
 * A holder of prerendered HTML that hydration does not walk. The server renders `children`
 * into it; the browser renders the holder with `dangerouslySetInnerHTML`, whose contents React
 * leaves alone when it hydrates and whenever the holder re-renders with the same (empty)
 * markup, so the operation bodies never travel in the page's JavaScript. `data-static` marks
 * the holders; `usePrerenderedHtml` finds them empty after a client-side navigation.
 */
export default function StaticHtml({ className, hidden, children }: StaticHtmlProps): ReactNode {
  if (serverModel) {
    return (
      <div className={className} hidden={hidden} data-static="">
        {children}
      </div>
    );
  }
  return (
    <div
      className={className}
      hidden={hidden}
      data-static=""
      suppressHydrationWarning
      dangerouslySetInnerHTML={KEEP}
    />
  );
}
