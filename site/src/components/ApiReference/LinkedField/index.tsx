import { useState, type ReactNode, type SyntheticEvent } from 'react';
import { useApiModel } from '../context';
import FieldFacts from '../FieldFacts';
import { FieldList } from '../SchemaField';
import { rootView, type FieldLink, type FieldView } from '../tree';
import styles from './styles.module.css';

export interface LinkedFieldProps {
  view: FieldView;
  link: FieldLink;
  header: ReactNode;
  openDepth: number;
}

/**
 * A field whose type is documented elsewhere on the page. The static HTML links there; once
 * the reader expands it in the browser, the fields also render in place.
 */
export default function LinkedField({
  view,
  link,
  header,
  openDepth,
}: LinkedFieldProps): ReactNode {
  const model = useApiModel();
  const [expanded, setExpanded] = useState(false);
  const onToggle = (event: SyntheticEvent<HTMLDetailsElement>) => {
    if (event.currentTarget.open) setExpanded(true);
  };
  const target = expanded
    ? rootView({ type: 'ref', ref: link.name }, model, {
        ...view.scope,
        ancestors: view.scope.ancestors.filter((name) => name !== link.name),
      })
    : undefined;
  return (
    <details className={styles.linked} onToggle={onToggle}>
      <summary className={styles.header}>{header}</summary>
      <FieldFacts view={view} />
      <p className={styles.seeAlso}>
        {link.place === 'schemas' ? 'Documented once under ' : 'Documented with '}
        <a href={`#${link.anchor}`}>
          {link.place === 'schemas' ? `Schemas: ${link.name}` : link.anchor}
        </a>
        .
      </p>
      {target?.children && (
        <FieldList fields={target.children} scope={target.scope} depth={1} openDepth={openDepth} />
      )}
      {target && !target.children && <FieldFacts view={{ ...target, description: undefined }} />}
    </details>
  );
}
