/**
 * The Lab's choice of sandbox, kept in the page address (`?source=local&origin=…&org=…`) so a
 * reload or a bookmark reopens the same log. The in-page sandbox is the default and adds nothing.
 */
import { DEFAULT_LOCAL_ORIGIN } from './local-origin';

export interface SourceChoice {
  kind: 'in-page' | 'local';
  origin: string;
  organizationId: string;
}

export function readChoice(search: string): SourceChoice {
  const params = new URLSearchParams(search);
  return {
    kind: params.get('source') === 'local' ? 'local' : 'in-page',
    origin: params.get('origin') ?? DEFAULT_LOCAL_ORIGIN,
    organizationId: params.get('org') ?? '',
  };
}

export function writeChoice(choice: SourceChoice): void {
  const url = new URL(window.location.href);
  for (const name of ['source', 'origin', 'org']) url.searchParams.delete(name);
  if (choice.kind === 'local') {
    url.searchParams.set('source', 'local');
    url.searchParams.set('origin', choice.origin);
    if (choice.organizationId) url.searchParams.set('org', choice.organizationId);
  }
  window.history.replaceState(window.history.state, '', url);
}
