import type { ReactNode } from 'react';
import type { SchemaNode } from '@docs/platform-api/model';
import { useApiModel } from '../context';
import FieldFacts from '../FieldFacts';
import { FieldList } from '../SchemaField';
import { rootView } from '../../../api-reference/tree';
import styles from './styles.module.css';

export interface SchemaTreeProps {
  /** The root: usually a reference to the request or response schema. */
  root: SchemaNode;
  /** The operation the tree belongs to, if any: its own intent and result stay inline. */
  operation?: string;
  /** Fields with children start expanded above this depth. */
  openDepth?: number;
  /** Show the root's own description above its fields. */
  showDescription?: boolean;
  /** Named schemas the request tree shows in full; this tree links to them (TreeScope). */
  shownInRequest?: readonly string[];
  /** The id the fields' ids continue (anchors.ts: `treeAnchor`, `schemaAnchor`); none without it. */
  anchor?: string;
}

/** A schema as an expandable tree of fields (native `<details>`, so it works without JavaScript). */
export default function SchemaTree(props: SchemaTreeProps): ReactNode {
  const { root, operation, openDepth = 2, showDescription = true, shownInRequest, anchor } = props;
  const view = rootView(root, useApiModel(), {
    operation,
    ancestors: [],
    ...(shownInRequest ? { shownInRequest } : {}),
  });
  const scope = { ...view.scope, anchor };
  return (
    <div className={styles.tree}>
      {view.children ? (
        <>
          {showDescription && <FieldFacts view={{ ...view, constraints: [] }} />}
          <FieldList fields={view.children} scope={scope} depth={0} openDepth={openDepth} />
        </>
      ) : (
        <FieldFacts
          view={{ ...view, description: showDescription ? view.description : undefined }}
        />
      )}
    </div>
  );
}
