import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import type { StampDiagnosis } from '@docs/sandbox/stamp-diagnosis';
import { diagnoseInPage } from './diagnose';
import { headerText, parseHeaderText } from './header-text';
import { takeDoctorRequest } from './request-handoff';
import styles from './styles.module.css';

const OUTCOME_WORDS = { pass: 'Passed', fail: 'Failed', skip: 'Not checked' } as const;

/** Keeps the organization choice in the URL (never the body or the stamp) and drops `from`. */
function syncUrl(withOrganization: boolean): void {
  const url = new URL(window.location.href);
  url.searchParams.delete('from');
  if (withOrganization) url.searchParams.set('org', 'sandbox');
  else url.searchParams.delete('org');
  window.history.replaceState(window.history.state, '', url);
}

type State =
  | { kind: 'idle' }
  | { kind: 'busy' }
  | { kind: 'done'; diagnosis: StampDiagnosis; organizationId?: string }
  | { kind: 'error'; message: string };

interface Initial {
  withOrganization: boolean;
  request?: { body: string; headers: Record<string, string> };
  notice: string;
}

const taken = new Map<string, Initial>();

/** What the address asks for; a handed-off request is taken once (a second render reads the same). */
function initialFromUrl(): Initial {
  const params = new URLSearchParams(window.location.search);
  const withOrganization = params.get('org') === 'sandbox';
  const from = params.get('from');
  if (!from) return { withOrganization, notice: '' };
  const known = taken.get(from);
  if (known) return known;
  const request = takeDoctorRequest(from);
  const initial: Initial = request
    ? {
        withOrganization,
        request,
        notice: 'Loaded the request Try it sent. It stays in this page.',
      }
    : {
        withOrganization,
        notice: 'The request this link pointed to is no longer in this browser. Paste it below.',
      };
  taken.set(from, initial);
  return initial;
}

function settle(answer: Awaited<ReturnType<typeof diagnoseInPage>>): State {
  return 'error' in answer
    ? { kind: 'error', message: answer.error }
    : { kind: 'done', diagnosis: answer.diagnosis, organizationId: answer.organizationId };
}

const failed = (error: unknown): State => ({
  kind: 'error',
  message: error instanceof Error ? error.message : String(error),
});

export default function Doctor(): ReactNode {
  const [initial] = useState(initialFromUrl);
  const [body, setBody] = useState(initial.request?.body ?? '');
  const [headers, setHeaders] = useState(
    initial.request ? headerText(initial.request.headers) : '',
  );
  const [withOrganization, setWithOrganization] = useState(initial.withOrganization);
  /** Completed diagnoses, so a test (or a reader's tool) can tell one answer from the next. */
  const [runs, setRuns] = useState(0);
  const finish = (next: State) => {
    setState(next);
    setRuns((count) => count + 1);
  };
  const [state, setState] = useState<State>(initial.request ? { kind: 'busy' } : { kind: 'idle' });
  const bodyId = useId();
  const headersId = useId();
  const resultHeading = useRef<HTMLHeadingElement>(null);
  const notice = initial.notice;

  useEffect(() => {
    syncUrl(initial.withOrganization);
    if (!initial.request) return;
    diagnoseInPage(initial.request, initial.withOrganization).then(settle, failed).then(finish);
  }, [initial]);

  useEffect(() => {
    if (state.kind === 'done' || state.kind === 'error') resultHeading.current?.focus();
  }, [state]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setState({ kind: 'busy' });
    diagnoseInPage({ body, headers: parseHeaderText(headers) }, withOrganization)
      .then(settle, failed)
      .then(finish);
  };

  return (
    <div className={styles.doctor}>
      <form onSubmit={submit} className={styles.form} aria-label="Request to diagnose">
        {notice && (
          <p className={styles.notice} role="status" data-testid="stamp-doctor-notice">
            {notice}
          </p>
        )}
        <label htmlFor={bodyId}>Request body, exactly as sent</label>
        <textarea
          id={bodyId}
          value={body}
          onChange={(event) => setBody(event.target.value)}
          rows={8}
          spellCheck={false}
          autoComplete="off"
          data-testid="stamp-doctor-body"
        />
        <label htmlFor={headersId}>
          Stamp header: <code>X-Stamp: …</code>, <code>X-Stamp-WebAuthn: …</code> or{' '}
          <code>X-Stamp-Attested: …</code> lines, or the bare value
        </label>
        <textarea
          id={headersId}
          value={headers}
          onChange={(event) => setHeaders(event.target.value)}
          rows={4}
          spellCheck={false}
          autoComplete="off"
          data-testid="stamp-doctor-headers"
        />
        <fieldset className={styles.organization}>
          <legend>Check the key against</legend>
          <label>
            <input
              type="radio"
              name="organization"
              checked={!withOrganization}
              onChange={() => {
                setWithOrganization(false);
                syncUrl(false);
              }}
            />{' '}
            No organization: check the stamp only
          </label>
          <label>
            <input
              type="radio"
              name="organization"
              checked={withOrganization}
              onChange={() => {
                setWithOrganization(true);
                syncUrl(true);
              }}
              data-testid="stamp-doctor-org-sandbox"
            />{' '}
            Your in-page sandbox organization (the one Try it uses)
          </label>
        </fieldset>
        <button
          type="submit"
          className="button button--primary"
          disabled={state.kind === 'busy'}
          data-testid="stamp-doctor-run"
        >
          {state.kind === 'busy' ? 'Diagnosing…' : 'Diagnose'}
        </button>
      </form>
      <section
        className={styles.result}
        aria-live="polite"
        data-testid="stamp-doctor-result"
        data-runs={runs}
      >
        {state.kind === 'error' && (
          <>
            <h2 tabIndex={-1} ref={resultHeading}>
              The diagnosis did not run
            </h2>
            <p role="alert">{state.message}</p>
          </>
        )}
        {state.kind === 'done' && <Result state={state} heading={resultHeading} />}
      </section>
    </div>
  );
}

function Result({
  state,
  heading,
}: {
  state: Extract<State, { kind: 'done' }>;
  heading: React.RefObject<HTMLHeadingElement | null>;
}): ReactNode {
  const { diagnosis, organizationId } = state;
  const valid = diagnosis.verdict === 'valid';
  return (
    <>
      <h2 tabIndex={-1} ref={heading} className={valid ? styles.valid : styles.invalid}>
        {diagnosis.title}
      </h2>
      <p>
        Verdict: <code data-testid="stamp-doctor-verdict">{diagnosis.verdict}</code>
        {organizationId && (
          <>
            {' '}
            (keys of organization <code>{organizationId}</code>)
          </>
        )}
      </p>
      <h3>What it means</h3>
      <p>{diagnosis.explanation}</p>
      <h3>How to fix it</h3>
      <p>{diagnosis.fix}</p>
      <div className={styles.tableWrap}>
        <table className={styles.checks}>
          <caption>Every check, in the order it ran</caption>
          <thead>
            <tr>
              <th scope="col">Check</th>
              <th scope="col">Result</th>
              <th scope="col">Details</th>
            </tr>
          </thead>
          <tbody>
            {diagnosis.checks.map((check) => (
              <tr key={check.id} data-testid={`stamp-doctor-check-${check.id}`}>
                <th scope="row">{check.label}</th>
                <td className={styles[check.outcome]}>{OUTCOME_WORDS[check.outcome]}</td>
                <td className={styles.detail}>{check.detail}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
