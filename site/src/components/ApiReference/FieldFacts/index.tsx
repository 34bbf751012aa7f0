import { Fragment, type ReactNode } from 'react';
import type { JsonValue } from '@docs/platform-api/model';
import InlineText from '../InlineText';
import { formatValue, type FieldView } from '../../../api-reference/tree';

function Values({ values }: { values: readonly JsonValue[] }): ReactNode {
  return values.map((value, index) => (
    <Fragment key={index}>
      {index > 0 && ', '}
      <code>{formatValue(value)}</code>
    </Fragment>
  ));
}

/**
 * What a field says about its values: description, enum values, constant, default and
 * constraints, and the schema it extends. Bare paragraphs with no wrapper or class (the tree's
 * stylesheet styles them): the page repeats them for every field, so each wrapper or class
 * costs kilobytes of HTML.
 */
export default function FieldFacts({ view }: { view: FieldView }): ReactNode {
  const { description, constraints, enum: values, extends: base } = view;
  const hasConst = view.const !== undefined;
  const hasDefault = view.default !== undefined;
  if (!description && !values && !hasConst && !hasDefault && !base && constraints.length === 0) {
    return null;
  }
  return (
    <>
      {description && (
        <p>
          <InlineText text={description} />
        </p>
      )}
      {base && (
        <p>
          Narrows <a href={`#${base.anchor}`}>{base.name}</a>: its other fields are as documented
          there.
        </p>
      )}
      {values && (
        <p>
          <i>One of:</i> <Values values={values} />
        </p>
      )}
      {hasConst && (
        <p>
          <i>Always</i> <code>{formatValue(view.const ?? null)}</code>
        </p>
      )}
      {hasDefault && (
        <p>
          <i>Default:</i> <code>{formatValue(view.default ?? null)}</code>
        </p>
      )}
      {constraints.length > 0 && (
        <p>
          {constraints.map((constraint, index) => (
            <Fragment key={constraint.name}>
              {index > 0 && ' · '}
              <i>{constraint.name}</i> <code>{constraint.value}</code>
            </Fragment>
          ))}
        </p>
      )}
    </>
  );
}
