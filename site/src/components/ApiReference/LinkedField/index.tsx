import type { ReactNode } from 'react';
import FieldFacts from '../FieldFacts';
import type { FieldLink, FieldView } from '../../../api-reference/tree';

export interface LinkedFieldProps {
  view: FieldView;
  link: FieldLink;
  header: ReactNode;
}

/**
 * A field whose type is documented elsewhere on the page. The static HTML links there; once
 * the reader expands it in the browser, the fields also render in place (`data-ref` names the
 * schema for useLinkedFields).
 */
export default function LinkedField({ view, link, header }: LinkedFieldProps): ReactNode {
  return (
    <details data-ref={link.name}>
      <summary>{header}</summary>
      {/* The linked schema's description is where the link leads: not repeated on every use. */}
      <FieldFacts view={view.descriptionIsLinked ? { ...view, description: undefined } : view} />
      {link.place === 'request' ? (
        <p>
          The same fields as the request’s{' '}
          <a href={`#${link.anchor}`}>
            <code>parameters</code>
          </a>
          .
        </p>
      ) : (
        <p>
          {link.place === 'schemas' ? 'Documented once under ' : 'Documented with '}
          <a href={`#${link.anchor}`}>
            {link.place === 'schemas' ? `Schemas: ${link.name}` : link.anchor}
          </a>
          .
        </p>
      )}
    </details>
  );
}
