/**
 * Where "Try it" sends requests. The in-page sandbox is the default: it answers from a worker
 * in this page, so a first call needs no account, server or network. The choice (not secret)
 * is remembered in localStorage.
 */
import { IN_PAGE_SANDBOX_LABEL } from './in-page/protocol';
import { parseBaseUrl } from './send';
import { ENVIRONMENT_STORAGE, readItem, writeItem } from './storage';

/** The Node sandbox's default address (`npm run sandbox`). */
export const LOCAL_SANDBOX_URL = 'http://127.0.0.1:8787';

export type EnvironmentKind = 'in-page' | 'local' | 'production' | 'custom';

export const ENVIRONMENT_KINDS: readonly EnvironmentKind[] = [
  'in-page',
  'local',
  'production',
  'custom',
];

export interface EnvironmentChoice {
  kind: EnvironmentKind;
  /** The base URL typed for `custom`; kept while another environment is active. */
  customUrl: string;
}

export const DEFAULT_ENVIRONMENT: EnvironmentChoice = { kind: 'in-page', customUrl: '' };

export function environmentLabel(kind: EnvironmentKind): string {
  switch (kind) {
    case 'in-page':
      return IN_PAGE_SANDBOX_LABEL;
    case 'local':
      return 'Local sandbox';
    case 'production':
      return 'Production';
    case 'custom':
      return 'Custom base URL';
  }
}

/**
 * The base URL requests go to, or why there is none. The in-page sandbox has no URL of its
 * own; snippets that need one point at the local sandbox, which runs the same core.
 */
export function environmentBaseUrl(
  choice: EnvironmentChoice,
  productionUrl: string,
): { url: string } | { error: string } {
  switch (choice.kind) {
    case 'in-page':
    case 'local':
      return { url: LOCAL_SANDBOX_URL };
    case 'production':
      return { url: productionUrl };
    case 'custom':
      return choice.customUrl.trim() === ''
        ? { error: 'Type the base URL to send to, such as https://api.example.com.' }
        : parseBaseUrl(choice.customUrl);
  }
}

/** Whether requests are stamped with the reader's own API key (the key form is shown). */
export const usesReaderKey = (kind: EnvironmentKind): boolean => kind !== 'in-page';

function isKind(value: unknown): value is EnvironmentKind {
  return typeof value === 'string' && (ENVIRONMENT_KINDS as readonly string[]).includes(value);
}

/** The stored choice; anything unreadable falls back to the in-page sandbox. */
export function loadEnvironment(): EnvironmentChoice {
  const text = readItem('local', ENVIRONMENT_STORAGE);
  if (!text) return DEFAULT_ENVIRONMENT;
  try {
    const stored = JSON.parse(text) as Partial<EnvironmentChoice>;
    return {
      kind: isKind(stored.kind) ? stored.kind : DEFAULT_ENVIRONMENT.kind,
      customUrl: typeof stored.customUrl === 'string' ? stored.customUrl : '',
    };
  } catch {
    return DEFAULT_ENVIRONMENT;
  }
}

export function saveEnvironment(choice: EnvironmentChoice): void {
  writeItem('local', ENVIRONMENT_STORAGE, JSON.stringify(choice));
}
