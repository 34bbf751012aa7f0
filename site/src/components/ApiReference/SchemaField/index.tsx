import type { ReactNode } from 'react';
import type { SchemaNode, SchemaProperty } from '@docs/platform-api/model';
import { useApiModel } from '../context';
import FieldFacts from '../FieldFacts';
import { fieldAnchor } from '../../../api-reference/anchors';
import LinkedField from '../LinkedField';
import { fieldView, type TreeScope } from '../../../api-reference/tree';

export interface FieldListProps {
  fields: readonly SchemaProperty[];
  scope: TreeScope;
  depth: number;
  /** Fields with children start expanded above this depth. */
  openDepth: number;
}

/** The fields of one object, each with its type, marks, facts and, when it has any, children. */
export function FieldList({ fields, scope, depth, openDepth }: FieldListProps): ReactNode {
  return (
    <ul>
      {fields.map((field) => (
        <SchemaField
          key={field.name}
          name={field.name}
          required={field.required}
          node={field.schema}
          scope={scope}
          depth={depth}
          openDepth={openDepth}
        />
      ))}
    </ul>
  );
}

/**
 * Name, type and required mark: a leaf's first line or a branch's summary. Bare elements that
 * the tree's stylesheet styles by position (SchemaTree): the page repeats them for every field,
 * so the type is an `<i>` (a technical term), the shortest element that carries it.
 */
export function FieldHeader(props: { name: string; type: string; required: boolean }): ReactNode {
  return (
    <>
      <code>{props.name}</code> <i>{props.type}</i>
      {props.required && (
        <>
          {' '}
          <b>required</b>
        </>
      )}
    </>
  );
}

interface SchemaFieldProps {
  name: string;
  required: boolean;
  node: SchemaNode;
  scope: TreeScope;
  depth: number;
  openDepth: number;
}

/** One field of a schema tree: a leaf, an expandable object or a link to shared fields. */
export default function SchemaField(props: SchemaFieldProps): ReactNode {
  const { name, required, node, scope, depth, openDepth } = props;
  const view = fieldView(node, useApiModel(), scope);
  // The page id of this field (anchors.ts); none where the tree has none (expanded in place).
  const id = scope.anchor === undefined ? undefined : fieldAnchor(scope.anchor, name);
  const header = <FieldHeader name={name} type={view.type} required={required} />;
  if (view.link) {
    return (
      <li id={id}>
        <LinkedField view={view} link={view.link} header={header} />
      </li>
    );
  }
  if (!view.children) {
    return (
      <li id={id}>
        {header}
        <FieldFacts view={view} />
      </li>
    );
  }
  return (
    <li id={id}>
      <details open={depth < openDepth}>
        <summary>{header}</summary>
        <FieldFacts view={view} />
        <FieldList
          fields={view.children}
          scope={{ ...view.scope, anchor: id }}
          depth={depth + 1}
          openDepth={openDepth}
        />
      </details>
    </li>
  );
}
