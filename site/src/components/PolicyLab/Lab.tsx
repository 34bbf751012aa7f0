import { useEffect, useId, useMemo, useState, type ReactNode } from 'react';
import { simulatePolicies, type PolicyTrace, type Simulation } from '@docs/sandbox/policy';
import {
  CREDENTIAL_TYPES,
  decodeState,
  encodeState,
  INITIAL_STATE,
  simulationInput,
  type LabPerson,
  type LabPolicy,
  type LabState,
} from './state';
import styles from './styles.module.css';

/**
 * The Policy Lab itself, loaded by `index.tsx` on this page only: inputs on the left, the
 * sandbox engine's decision and each policy's trace on the right, recomputed as the reader
 * types. The state lives in the URL's hash.
 */

type Answer = { simulation: Simulation } | { error: string } | null;

const NEW_POLICY: LabPolicy = {
  policyName: 'New policy',
  effect: 'EFFECT_ALLOW',
  condition: '',
  consensus: '',
};

interface Props {
  /** Activity type → operation name, from the API reference's data file. */
  activityTypes: Record<string, string>;
  /** Fetches one operation's example request (`{ type, parameters }`). */
  loadExample: (operation: string) => Promise<{ type: string; parameters: unknown } | undefined>;
}

export default function Lab({ activityTypes, loadExample }: Props): ReactNode {
  const [state, setState] = useState<LabState>(
    () => decodeState(window.location.hash) ?? INITIAL_STATE,
  );
  const [answer, setAnswer] = useState<Answer>(null);
  const id = useId();
  // After "Add …", the new item's first field takes the focus, so keyboard users land in it.
  // An object, so adding at an index focused before focuses again.
  const [focusTarget, setFocusTarget] = useState<{ id: string } | null>(null);
  useEffect(() => {
    if (focusTarget) document.getElementById(focusTarget.id)?.focus();
  }, [focusTarget]);

  const built = useMemo(() => simulationInput(state), [state]);

  useEffect(() => {
    window.history.replaceState(null, '', encodeState(state));
  }, [state]);

  useEffect(() => {
    if ('error' in built) return;
    let current = true;
    simulatePolicies(built.input, (type) => activityTypes[type]).then(
      (simulation) => current && setAnswer({ simulation }),
      (error: unknown) =>
        current && setAnswer({ error: error instanceof Error ? error.message : String(error) }),
    );
    return () => {
      current = false;
    };
  }, [built, activityTypes]);

  // A parameters text that is not JSON is answered at once; the engine answers the rest.
  const shown: Answer = 'error' in built ? { error: built.error } : answer;

  /** Every activity type, older intent versions too, by operation name. */
  const operations = useMemo(
    () =>
      Object.entries(activityTypes).sort(
        ([typeA, a], [typeB, b]) => a.localeCompare(b) || typeB.localeCompare(typeA),
      ),
    [activityTypes],
  );

  const update = (change: Partial<LabState>) =>
    setState((previous) => ({ ...previous, ...change }));
  const updatePolicy = (index: number, change: Partial<LabPolicy>) =>
    update({
      policies: state.policies.map((policy, at) =>
        at === index ? { ...policy, ...change } : policy,
      ),
    });
  const updateApproval = (index: number, change: Partial<LabPerson>) =>
    update({
      approvals: state.approvals.map((person, at) =>
        at === index ? { ...person, ...change } : person,
      ),
    });

  const chooseOperation = (type: string) => {
    const operation = activityTypes[type];
    update({ type });
    if (!operation) return;
    void loadExample(operation).then((example) => {
      if (example?.type === type) {
        update({ type, parameters: JSON.stringify(example.parameters, null, 2) });
      }
    });
  };

  return (
    <div className={styles.lab}>
      <form
        className={styles.inputs}
        onSubmit={(event) => event.preventDefault()}
        aria-label="Policy Lab inputs"
      >
        <fieldset className={styles.group}>
          <legend>Policies</legend>
          {state.policies.map((policy, index) => (
            <fieldset key={index} className={styles.policy}>
              <legend>Policy {index + 1}</legend>
              <label htmlFor={`${id}-name-${index}`}>Name</label>
              <input
                id={`${id}-name-${index}`}
                value={policy.policyName}
                onChange={(event) => updatePolicy(index, { policyName: event.target.value })}
              />
              <label htmlFor={`${id}-effect-${index}`}>Effect</label>
              <select
                id={`${id}-effect-${index}`}
                value={policy.effect}
                onChange={(event) =>
                  updatePolicy(index, {
                    effect: event.target.value === 'EFFECT_DENY' ? 'EFFECT_DENY' : 'EFFECT_ALLOW',
                  })
                }
              >
                <option value="EFFECT_ALLOW">EFFECT_ALLOW</option>
                <option value="EFFECT_DENY">EFFECT_DENY</option>
              </select>
              <label htmlFor={`${id}-condition-${index}`}>Condition</label>
              <textarea
                id={`${id}-condition-${index}`}
                className={styles.code}
                rows={3}
                spellCheck={false}
                value={policy.condition}
                onChange={(event) => updatePolicy(index, { condition: event.target.value })}
              />
              <label htmlFor={`${id}-consensus-${index}`}>Consensus</label>
              <textarea
                id={`${id}-consensus-${index}`}
                className={styles.code}
                rows={2}
                spellCheck={false}
                value={policy.consensus}
                onChange={(event) => updatePolicy(index, { consensus: event.target.value })}
              />
              <button
                type="button"
                className="button button--sm button--secondary"
                onClick={() => update({ policies: state.policies.filter((_, at) => at !== index) })}
              >
                Remove policy {index + 1}
              </button>
            </fieldset>
          ))}
          <button
            type="button"
            className="button button--sm button--primary"
            onClick={() => {
              update({ policies: [...state.policies, NEW_POLICY] });
              setFocusTarget({ id: `${id}-name-${state.policies.length}` });
            }}
          >
            Add a policy
          </button>
        </fieldset>

        <fieldset className={styles.group}>
          <legend>Activity request</legend>
          <label htmlFor={`${id}-type`}>Activity type</label>
          <select
            id={`${id}-type`}
            value={state.type}
            onChange={(event) => chooseOperation(event.target.value)}
          >
            {!activityTypes[state.type] && (
              <option value={state.type}>{state.type || '(choose one)'}</option>
            )}
            {operations.map(([type, name]) => (
              <option key={type} value={type}>
                {name} ({type})
              </option>
            ))}
          </select>
          <p className={styles.hint} id={`${id}-parameters-hint`}>
            Choosing a type fills in its example from the API reference. For{' '}
            <code>sign_transaction</code>, paste an unsigned Ethereum, Solana, Tron, Bitcoin or
            Tempo transaction into <code>unsignedTransaction</code>; the trace shows the fields the
            policies read from it.
          </p>
          <label htmlFor={`${id}-parameters`}>Parameters (JSON)</label>
          <textarea
            id={`${id}-parameters`}
            aria-describedby={`${id}-parameters-hint`}
            className={styles.code}
            rows={8}
            spellCheck={false}
            value={state.parameters}
            onChange={(event) => update({ parameters: event.target.value })}
          />
        </fieldset>

        <fieldset className={styles.group}>
          <legend>Acting user</legend>
          <PersonInputs
            id={`${id}-user`}
            person={state.user}
            onChange={(change) => update({ user: { ...state.user, ...change } })}
          />
        </fieldset>

        <fieldset className={styles.group}>
          <legend>Approvals so far</legend>
          {state.approvals.map((person, index) => (
            <fieldset key={index} className={styles.policy}>
              <legend>Approver {index + 1}</legend>
              <PersonInputs
                id={`${id}-approval-${index}`}
                person={person}
                onChange={(change) => updateApproval(index, change)}
              />
              <button
                type="button"
                className="button button--sm button--secondary"
                onClick={() =>
                  update({ approvals: state.approvals.filter((_, at) => at !== index) })
                }
              >
                Remove approver {index + 1}
              </button>
            </fieldset>
          ))}
          <button
            type="button"
            className="button button--sm button--primary"
            onClick={() => {
              update({
                approvals: [...state.approvals, { userId: '', tags: '', credentialType: '' }],
              });
              setFocusTarget({ id: `${id}-approval-${state.approvals.length}-id` });
            }}
          >
            Add an approval
          </button>
        </fieldset>

        <fieldset className={styles.group}>
          <legend>Organization records</legend>
          <p className={styles.hint} id={`${id}-records-hint`}>
            What the request reads from your organization, as JSON: <code>wallets</code> (with their{' '}
            <code>accounts</code>), <code>privateKeys</code> (with tags and addresses),{' '}
            <code>secrets</code> (with <code>staticProperties</code>) and{' '}
            <code>smartContractInterfaces</code> (uploaded ABIs). Empty: the request alone.
          </p>
          <label htmlFor={`${id}-records`}>Records (JSON)</label>
          <textarea
            id={`${id}-records`}
            aria-describedby={`${id}-records-hint`}
            className={styles.code}
            rows={4}
            spellCheck={false}
            value={state.records}
            onChange={(event) => update({ records: event.target.value })}
          />
        </fieldset>

        <fieldset className={styles.group}>
          <legend>Clock</legend>
          <label htmlFor={`${id}-now`}>Now (milliseconds since 1970; empty for your clock)</label>
          <input
            id={`${id}-now`}
            inputMode="numeric"
            value={state.nowMs}
            onChange={(event) => update({ nowMs: event.target.value })}
          />
        </fieldset>
      </form>

      <section className={styles.output} aria-labelledby={`${id}-result`}>
        <h2 id={`${id}-result`}>Decision</h2>
        <div aria-live="polite" data-testid="policy-lab-decision">
          {shown === null ? (
            <p>Evaluating…</p>
          ) : 'error' in shown ? (
            <p role="alert" className={styles.error}>
              {shown.error}
            </p>
          ) : (
            <Decision simulation={shown.simulation} />
          )}
        </div>
        {shown && 'simulation' in shown && (
          <>
            <h3>Trace</h3>
            {shown.simulation.trace.map((trace, index) => (
              <PolicyTraceView key={index} trace={trace} />
            ))}
            <h3>What the lab cannot know</h3>
            <ul>
              {shown.simulation.limits.map((limit) => (
                <li key={limit}>{limit}</li>
              ))}
            </ul>
          </>
        )}
      </section>
    </div>
  );
}

function PersonInputs({
  id,
  person,
  onChange,
}: {
  id: string;
  person: LabPerson;
  onChange: (change: Partial<LabPerson>) => void;
}): ReactNode {
  return (
    <>
      <label htmlFor={`${id}-id`}>User ID</label>
      <input
        id={`${id}-id`}
        value={person.userId}
        onChange={(event) => onChange({ userId: event.target.value })}
      />
      <label htmlFor={`${id}-tags`}>Tags (comma-separated)</label>
      <input
        id={`${id}-tags`}
        value={person.tags}
        onChange={(event) => onChange({ tags: event.target.value })}
      />
      <label htmlFor={`${id}-credential`}>Credential</label>
      <select
        id={`${id}-credential`}
        value={person.credentialType || 'CREDENTIAL_TYPE_API_KEY_P256'}
        onChange={(event) => onChange({ credentialType: event.target.value })}
      >
        {Object.entries(CREDENTIAL_TYPES).map(([type, label]) => (
          <option key={type} value={type}>
            {label}
          </option>
        ))}
      </select>
    </>
  );
}

function Decision({ simulation }: { simulation: Simulation }): ReactNode {
  const { outcome, decidingPolicy, reason } = simulation;
  return (
    <dl className={styles.decision}>
      <dt>Outcome</dt>
      <dd>
        <code data-testid="policy-lab-outcome">{outcome}</code>
      </dd>
      <dt>Deciding policy</dt>
      <dd data-testid="policy-lab-deciding">
        {decidingPolicy
          ? `${decidingPolicy.policyName} (policy ${decidingPolicy.index + 1})`
          : 'None'}
      </dd>
      <dt>Why</dt>
      <dd>{reason}</dd>
    </dl>
  );
}

function PolicyTraceView({ trace }: { trace: PolicyTrace }): ReactNode {
  const expressions = [
    ['Condition', trace.condition],
    ['Consensus', trace.consensus],
  ] as const;
  return (
    <article className={styles.trace} aria-label={`Trace of ${trace.policyName}`}>
      <h4>
        {trace.policyName}: {trace.verdict}
      </h4>
      {expressions.map(([label, expression]) =>
        expression === undefined ? (
          <p key={label}>{label}: not evaluated, because the condition did not hold.</p>
        ) : expression.result === 'absent' ? (
          <p key={label}>{label}: none (counts as true).</p>
        ) : (
          <div key={label}>
            <p>
              {label} <code>{expression.text}</code> is <strong>{expression.result}</strong>
              {expression.reason ? `: ${expression.reason}` : ''}
            </p>
            {expression.facts.length > 0 && (
              <table className={styles.table}>
                <caption>Facts read</caption>
                <thead>
                  <tr>
                    <th scope="col">Fact</th>
                    <th scope="col">Value</th>
                  </tr>
                </thead>
                <tbody>
                  {expression.facts.map(({ fact, value }) => (
                    <tr key={fact}>
                      <td>
                        <code>{fact}</code>
                      </td>
                      <td>
                        <code>{value}</code>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
            {expression.steps.length > 0 && (
              <table className={styles.table}>
                <caption>Sub-expressions, in the order they were evaluated</caption>
                <thead>
                  <tr>
                    <th scope="col">Expression</th>
                    <th scope="col">Value</th>
                    <th scope="col">With</th>
                  </tr>
                </thead>
                <tbody>
                  {expression.steps.map((step, index) => (
                    <tr key={index}>
                      <td style={{ paddingLeft: `${0.5 + step.depth}rem` }}>
                        <code>{step.expression}</code>
                      </td>
                      <td>
                        <code>{step.value}</code>
                      </td>
                      <td>{step.where ? <code>{step.where}</code> : ''}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
            {expression.truncated && <p>Later sub-expressions are left out of the trace.</p>}
          </div>
        ),
      )}
    </article>
  );
}
