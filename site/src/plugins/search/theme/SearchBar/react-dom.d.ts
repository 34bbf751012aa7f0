// The site has no @types/react-dom; this declares the one function the search bar uses.
declare module 'react-dom' {
  import type { ReactNode, ReactPortal } from 'react';

  export function createPortal(children: ReactNode, container: Element): ReactPortal;
}
