import type { ReactNode } from 'react';
import { STAMP_VERDICTS, STAMP_VERDICT_NAMES } from '@docs/sandbox/stamp-diagnosis/verdicts';
import styles from './styles.module.css';

/** Every verdict the Stamp Doctor can give, from the same data the diagnosis answers with. */
export default function VerdictTable(): ReactNode {
  return (
    <table className={styles.verdicts}>
      <thead>
        <tr>
          <th scope="col">Verdict</th>
          <th scope="col">What it means</th>
        </tr>
      </thead>
      <tbody>
        {STAMP_VERDICT_NAMES.map((name) => (
          <tr key={name}>
            <td>
              <code>{name}</code>
            </td>
            <td>{STAMP_VERDICTS[name].explanation}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
