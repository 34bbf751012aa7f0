import { useEffect, useState, type ComponentType, type ReactNode } from 'react';
import useBaseUrl from '@docusaurus/useBaseUrl';
import { DATA_DIR, dataFile } from '../../plugins/api-reference/page-data';

/**
 * The Policy Lab's placeholder on its page: the lab, the sandbox's policy engine and its
 * transaction decoders load after the page is interactive, from this page only, and the
 * activity types come from the API reference's data file beside the site (no other origin).
 */

type LabProps = {
  activityTypes: Record<string, string>;
  loadExample: (operation: string) => Promise<{ type: string; parameters: unknown } | undefined>;
};
type Loaded = { Lab: ComponentType<LabProps>; activityTypes: Record<string, string> };

async function fetchJson(url: string): Promise<unknown> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`Could not load ${url} (HTTP ${response.status}).`);
  return response.json();
}

export default function PolicyLab(): ReactNode {
  const dataUrl = useBaseUrl(`/${DATA_DIR}/`);
  const [loaded, setLoaded] = useState<Loaded | { error: string } | null>(null);

  useEffect(() => {
    let current = true;
    Promise.all([import('./Lab'), fetchJson(`${dataUrl}${dataFile.activityTypes}`)]).then(
      ([module, activityTypes]) =>
        current &&
        setLoaded({ Lab: module.default, activityTypes: activityTypes as Record<string, string> }),
      (error: unknown) =>
        current && setLoaded({ error: error instanceof Error ? error.message : String(error) }),
    );
    return () => {
      current = false;
    };
  }, [dataUrl]);

  if (loaded === null) return <p>Loading the policy engine…</p>;
  if ('error' in loaded) return <p role="alert">The Policy Lab could not load: {loaded.error}</p>;
  const loadExample = async (operation: string) => {
    const data = (await fetchJson(`${dataUrl}${dataFile.operation(operation)}`)) as {
      example?: { request?: { type?: string; parameters?: unknown } };
    };
    const request = data.example?.request;
    return typeof request?.type === 'string'
      ? { type: request.type, parameters: request.parameters ?? {} }
      : undefined;
  };
  return <loaded.Lab activityTypes={loaded.activityTypes} loadExample={loadExample} />;
}
