import { useId, type ReactNode } from 'react';
import {
  ENVIRONMENT_KINDS,
  environmentLabel,
  type EnvironmentChoice,
  type EnvironmentKind,
} from '../../environments';
import fields from '../fields.module.css';
import styles from './styles.module.css';

export interface EnvironmentPickerProps {
  choice: EnvironmentChoice;
  productionUrl: string;
  localUrl: string;
  onChange: (choice: EnvironmentChoice) => void;
}

/** Where requests go: native radios, so arrow keys move between them. */
export default function EnvironmentPicker(props: EnvironmentPickerProps): ReactNode {
  const { choice, productionUrl, localUrl, onChange } = props;
  const id = useId();
  const hint: Record<EnvironmentKind, string> = {
    'in-page': 'no setup',
    local: localUrl,
    production: productionUrl,
    custom: 'your URL',
  };
  return (
    <fieldset className={fields.fieldset}>
      <legend>Environment</legend>
      <div className={styles.options}>
        {ENVIRONMENT_KINDS.map((kind) => (
          <label key={kind} className={styles.option}>
            <input
              type="radio"
              name={`${id}-environment`}
              value={kind}
              checked={choice.kind === kind}
              onChange={() => onChange({ ...choice, kind })}
            />
            <span>
              {environmentLabel(kind)} <small className={styles.hint}>{hint[kind]}</small>
            </span>
          </label>
        ))}
      </div>
      {choice.kind === 'custom' && (
        <div className={`${styles.custom} ${fields.textInputs}`}>
          <label htmlFor={`${id}-custom`}>Base URL</label>
          <input
            id={`${id}-custom`}
            type="url"
            inputMode="url"
            spellCheck={false}
            placeholder="https://api.example.com"
            value={choice.customUrl}
            onChange={(event) => onChange({ ...choice, customUrl: event.target.value })}
          />
        </div>
      )}
    </fieldset>
  );
}
