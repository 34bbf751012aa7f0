import { LocalSearchEngine } from '../engine/engine';
import { buildSearchIndex, type IndexLimits } from '../engine/index-format';
import { indexSource } from '../engine/load-index';
import { emptyHierarchy, type SearchRecord } from '../record';

let next = 0;

/** A docs record with sensible defaults; `hierarchy` merges into an empty one. */
export function record(
  fields: Partial<Omit<SearchRecord, 'hierarchy'>> & {
    hierarchy?: Partial<SearchRecord['hierarchy']>;
  },
): SearchRecord {
  next += 1;
  return {
    objectID: `r${next}`,
    url: '/page',
    type: 'lvl1',
    content: null,
    code: null,
    description: null,
    language: 'en',
    docusaurus_tag: 'docs-default-current',
    ...fields,
    hierarchy: { ...emptyHierarchy(), lvl0: 'Docs', lvl1: 'Page', ...fields.hierarchy },
  };
}

export const records: SearchRecord[] = [
  record({
    url: '/passkeys/introduction',
    hierarchy: { lvl0: 'Passkeys', lvl1: 'Passkeys' },
    content: 'A passkey is a WebAuthn credential stored as an authenticator.',
  }),
  record({
    url: '/sdks/swift/register-passkey',
    hierarchy: { lvl0: 'Swift', lvl1: 'Register a passkey' },
    content: 'Register a passkey with createPasskey, then pass the passkey attestation on.',
  }),
  record({
    url: '/concepts/policies/overview',
    hierarchy: { lvl0: 'Concepts', lvl1: 'Policy overview' },
    content: 'Policies allow or deny activities.',
  }),
  record({
    url: '/concepts/sub-organizations#create',
    type: 'lvl2',
    hierarchy: { lvl0: 'Concepts', lvl1: 'Sub-organizations', lvl2: 'Creating one' },
    content: 'Call create_sub_organization to create a sub-organization for each end user.',
  }),
  record({
    url: '/api#sign_transaction',
    type: 'lvl3',
    hierarchy: {
      lvl0: 'API reference',
      lvl1: 'API reference',
      lvl2: 'Signing',
      lvl3: 'sign_transaction',
    },
    content: 'Sign transaction. POST /public/v1/submit/sign_transaction.',
    code: 'sign_transaction ACTIVITY_TYPE_SIGN_TRANSACTION_V2',
    docusaurus_tag: 'default',
  }),
  record({
    url: '/markdown-page#tabs',
    type: 'lvl2',
    hierarchy: { lvl0: 'Documentation', lvl1: 'Markdown reference', lvl2: 'Tabs' },
    content: 'Leave a blank line after a <TabItem> tag.',
  }),
  record({
    url: '/fr/passkeys',
    hierarchy: { lvl0: 'Passkeys', lvl1: 'Passkeys (fr)' },
    content: 'Une passkey.',
    language: 'fr',
  }),
];

/** The files of the index of `records`, by name, as the plugin would write them. */
export function indexFiles(
  records: SearchRecord[],
  limits: IndexLimits = { shardBytes: 1024, fragmentBytes: 1024 },
): Map<string, unknown> {
  const built = buildSearchIndex(records, limits);
  const files = new Map<string, unknown>();
  const name = (prefix: string) => (part: unknown, index: number) => {
    const file = `${prefix}-${index}.json`;
    files.set(file, part);
    return file;
  };
  files.set('manifest.json', {
    ...built.manifest,
    shards: built.shards.map(name('postings')),
    fragments: built.fragments.map(name('records')),
  });
  return files;
}

/** An engine over the index of `records`, read from memory; `reads` lists the files it read. */
export async function engineOver(records: SearchRecord[], limits?: IndexLimits) {
  const files = indexFiles(records, limits);
  const reads: string[] = [];
  const source = await indexSource('manifest.json', async (file) => {
    reads.push(file);
    return files.get(file);
  });
  return { engine: new LocalSearchEngine(source, 'https://docs.example.com'), reads, files };
}
