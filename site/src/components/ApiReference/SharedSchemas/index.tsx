import type { ReactNode } from 'react';
import Heading from '@theme/Heading';
import type { ApiModel } from '@docs/platform-api/model';
import SchemaTree from '../SchemaTree';
import { schemaAnchor } from '../../../api-reference/anchors';
import styles from './styles.module.css';

/** The schemas many operations share, each shown once and linked from the trees. */
export default function SharedSchemas({ model }: { model: ApiModel }): ReactNode {
  return (
    <section className={styles.schemas} aria-labelledby="schemas">
      <Heading as="h2" id="schemas">
        Schemas
      </Heading>
      <p>
        Objects and enumerations that many operations share. Operation trees link here instead of
        repeating them; expanding such a field in a tree also shows its fields in place.
      </p>
      {model.shared.map((name) => (
        <div key={name} className={styles.schema} data-schema={name}>
          <Heading as="h3" id={schemaAnchor(name)}>
            <code>{name}</code>
          </Heading>
          <SchemaTree root={{ type: 'ref', ref: name }} openDepth={1} anchor={schemaAnchor(name)} />
        </div>
      ))}
    </section>
  );
}
