import { useEffect, type ReactNode, type RefObject } from 'react';
import { createRoot } from 'react-dom/client';
import type { SchemaData } from '../../plugins/api-reference/page-data';
import { ApiModelContext } from './context';
import { loadSchemas } from '../../api-reference/data';
import FieldFacts from './FieldFacts';
import { FieldList } from './SchemaField';
import { rootView } from '../../api-reference/tree';

/** The fields of the schema `name`, as the tree of `operation` would show them in place. */
function InPlace(props: { model: SchemaData; name: string; operation?: string }): ReactNode {
  const { model, name, operation } = props;
  const target = rootView({ type: 'ref', ref: name }, model, { operation, ancestors: [] });
  return (
    <ApiModelContext value={model}>
      {target.children ? (
        <FieldList fields={target.children} scope={target.scope} depth={1} openDepth={2} />
      ) : (
        <FieldFacts view={{ ...target, description: undefined }} />
      )}
    </ApiModelContext>
  );
}

/**
 * A linked field (a `<details data-ref>` of the static HTML, see LinkedField) also shows its
 * fields in place the first time the reader opens it: the schemas load on that first use and
 * each field renders into its own small root. One listener on the page serves every field,
 * nested ones included.
 */
export function useLinkedFields(container: RefObject<HTMLElement | null>, dataUrl: string): void {
  useEffect(() => {
    const root = container.current;
    if (!root) return;
    const onToggle = (event: Event) => {
      const details = event.target;
      if (!(details instanceof HTMLDetailsElement) || !details.open) return;
      const name = details.dataset.ref;
      if (!name || details.dataset.expanded !== undefined) return;
      details.dataset.expanded = '';
      const holder = document.createElement('div');
      details.append(holder);
      const operation =
        details.closest('[data-operation]')?.getAttribute('data-operation') ?? undefined;
      loadSchemas(dataUrl).then(
        (model) =>
          createRoot(holder).render(<InPlace model={model} name={name} operation={operation} />),
        (error: unknown) => {
          holder.setAttribute('role', 'alert');
          holder.textContent = error instanceof Error ? error.message : String(error);
        },
      );
    };
    // `toggle` does not bubble: listen while it descends.
    root.addEventListener('toggle', onToggle, true);
    return () => root.removeEventListener('toggle', onToggle, true);
  }, [container, dataUrl]);
}
