import { useCallback, useEffect, useMemo, useReducer, useRef, type ReactNode } from 'react';
import { findOperation } from '@docs/platform-api';
import { brand } from '../../../../config/brand';
import type { JsonValue } from '@docs/platform-api/model';
import { operationData, type OperationData } from '../../../../plugins/api-reference/page-data';
import BodyEditor from '../BodyEditor';
import EnvironmentPicker from '../EnvironmentPicker';
import History from '../History';
import KeyPanel from '../KeyPanel';
import RequestSnippets from '../RequestSnippets';
import ResponseView from '../ResponseView';
import SandboxStatus from '../SandboxStatus';
import LinkConfirmation from './LinkConfirmation';
import { dispatch } from '../../dispatch';
import {
  LOCAL_SANDBOX_URL,
  environmentBaseUrl,
  environmentLabel,
  loadEnvironment,
  saveEnvironment,
  usesReaderKey,
  type EnvironmentChoice,
} from '../../environments';
import { peekHandoff, subscribeHandoff, takeHandoff, type Handoff } from '../../handoff';
import { recordRequest } from '../../history';
import { linkRisk } from '../../link-guard';
import { loadApiKey, saveApiKey, type ApiKey } from '../../keys';
import { initialPanelState, panelReducer } from '../../panel-state';
import { fillReaderIds, readerIds, setField } from '../../sandbox-ids';
import { checkBody, prefilledBody } from '../../validate';
import { useInPageSandbox, type InPageState } from './use-in-page-sandbox';
import styles from './styles.module.css';

/**
 * "Try it" for one operation: edits the body with live validation, stamps it and sends it to
 * the chosen environment (the in-page sandbox by default). Loaded on first use only; the
 * operation's path and example come from the definition this chunk already carries for
 * validation, so opening the panel fetches nothing else.
 */
export default function TryItPanel({ name }: { name: string }): ReactNode {
  const definition = findOperation(name);
  if (!definition) throw new Error(`No operation is named ${name}.`);
  // The definition's examples are the JSON the model's come from (`plain` of the same values).
  return <Panel operation={operationData({ ...definition, name } as OperationData)} />;
}

/** The example body, with the reader's sandbox IDs and any handed-over fields filled in. */
function autoBody(
  operation: OperationData,
  state: InPageState,
  fields: Record<string, string>,
  template: string | null,
): string {
  let text = prefilledBody(
    template === null
      ? operation
      : {
          kind: operation.kind,
          example: { request: JSON.parse(template) as JsonValue, response: null },
        },
  );
  if (state.status === 'ready') {
    const ids = readerIds(state.snapshot, state.identity.userId);
    try {
      text = JSON.stringify(fillReaderIds(JSON.parse(text), ids), null, 2);
    } catch {
      // An operation without an example body: nothing to fill.
    }
  }
  for (const [field, value] of Object.entries(fields)) text = setField(text, field, value);
  return text;
}

function blockerOf(
  environment: EnvironmentChoice,
  state: InPageState,
  apiKey: ApiKey | null,
  jsonError: boolean,
): string | null {
  if (jsonError) return 'Fix the JSON to send.';
  if (environment.kind === 'in-page') {
    if (state.status === 'unavailable') {
      return 'The in-page sandbox cannot run here; choose another environment.';
    }
    return state.status === 'ready' ? null : 'Starting the in-page sandbox…';
  }
  if ('error' in environmentBaseUrl(environment, brand.apiUrl)) return 'Fix the base URL to send.';
  return apiKey ? null : 'Choose an API key to send.';
}

function Panel({ operation }: { operation: OperationData }): ReactNode {
  const region = useRef<HTMLDivElement>(null);
  const [panel, update] = useReducer(panelReducer, operation.name, (name) =>
    initialPanelState({
      environment: loadEnvironment(),
      apiKey: loadApiKey(),
      // What another panel handed over ("Use in …", Replay) before this one opened.
      handoff: peekHandoff(name),
    }),
  );
  const { environment, apiKey, draft, fields, template, notice, tick } = panel;
  const { pendingSend, sending, result, fromLink, confirming } = panel;
  const inPage = environment.kind === 'in-page';
  const { state, changed, reset } = useInPageSandbox(inPage);

  const auto = useMemo(
    () => autoBody(operation, state, fields, template),
    // tick renews the timestamp of a submission after each send.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [operation, state, fields, template, tick],
  );
  const body = draft ?? auto;
  const check = useMemo(() => checkBody(operation.name, body), [operation.name, body]);
  const base = environmentBaseUrl(environment, brand.apiUrl);
  const blocker = blockerOf(environment, state, apiKey, check.kind === 'invalid-json');
  // A link's body leaves the in-page sandbox only after the reader has seen what it would do.
  const risk = fromLink && !inPage ? linkRisk(operation.name, operation.kind, body) : null;

  const applyHandoff = useCallback((handoff: Handoff | undefined) => {
    if (!handoff) return;
    update({ type: 'handed-over', handoff });
    region.current?.focus();
  }, []);
  useEffect(() => {
    if (takeHandoff(operation.name)) region.current?.focus();
    return subscribeHandoff(operation.name, () => applyHandoff(takeHandoff(operation.name)));
  }, [operation.name, applyHandoff]);

  const changeEnvironment = (choice: EnvironmentChoice) => {
    update({ type: 'environment-chosen', environment: choice });
    saveEnvironment(choice);
  };
  const changeKey = (key: ApiKey | null) => {
    update({ type: 'key-chosen', apiKey: key });
    saveApiKey(key);
  };

  const send = useCallback(async () => {
    update({ type: 'send-started' });
    const sentAt = Date.now();
    const dispatched = await dispatch({
      environment,
      productionUrl: brand.apiUrl,
      path: operation.path,
      body,
      // Belt and braces: dispatch ignores the reader's key for the in-page sandbox anyway.
      readerKey: inPage ? null : apiKey,
      sandbox: inPage && state.status === 'ready' ? state.sandbox : null,
      pageOrigin: window.location.origin,
    });
    if ('sent' in dispatched) {
      const { outcome } = dispatched;
      recordRequest({
        id: `${sentAt}-${Math.random().toString(36).slice(2, 8)}`,
        operation: operation.name,
        environment: environment.kind,
        url: dispatched.sent.url,
        body,
        stampHeader: dispatched.sent.stampHeader,
        stamp: dispatched.sent.stamp,
        status: outcome.kind === 'response' ? outcome.status : outcome.kind,
        sentAt,
        durationMs: dispatched.durationMs,
      });
    }
    update({ type: 'send-finished', result: dispatched });
    if (inPage) changed();
  }, [environment, operation, body, inPage, apiKey, state, changed]);

  // A replay waits until the panel can send (the in-page sandbox starts asynchronously).
  useEffect(() => {
    if (pendingSend && blocker === null && !sending && !risk) void send();
  }, [pendingSend, blocker, sending, send, risk]);

  return (
    <div
      ref={region}
      tabIndex={-1}
      role="region"
      aria-label={`Try ${operation.name}`}
      className={styles.panel}
      data-testid="try-it-panel"
    >
      <EnvironmentPicker
        choice={environment}
        productionUrl={brand.apiUrl}
        localUrl={LOCAL_SANDBOX_URL}
        onChange={changeEnvironment}
      />
      <p className={styles.intro} data-testid="try-it-active-environment">
        Sending to <strong>{environmentLabel(environment.kind)}</strong>
        {inPage ? (
          <>: a worker in this page answers; nothing is sent over the network.</>
        ) : (
          <>
            :{' '}
            <code>POST {('url' in base ? base.url : environment.customUrl) + operation.path}</code>{' '}
            with an <code>X-Stamp</code> over the exact body below.
          </>
        )}
      </p>
      {'error' in base && (
        <p role="alert" className={styles.error}>
          {base.error}
        </p>
      )}
      {!usesReaderKey(environment.kind) ? (
        <SandboxStatus state={state} onReset={reset} />
      ) : (
        <>
          {environment.kind === 'local' && (
            <p className={styles.intro}>
              Start it with <code>npm run sandbox -- --bootstrap</code> and use the API key it
              prints.
            </p>
          )}
          <KeyPanel apiKey={apiKey} onChange={changeKey} />
        </>
      )}
      {notice && (
        <p role="status" className={styles.intro} data-testid="try-it-notice">
          {notice}
        </p>
      )}
      <BodyEditor
        operation={operation.name}
        value={body}
        check={check}
        onChange={(value) => update({ type: 'body-edited', body: value })}
        onReset={() => update({ type: 'body-reset' })}
      />
      <div className={styles.actions}>
        <button
          type="button"
          className="button button--primary"
          disabled={blocker !== null || sending || confirming}
          onClick={() => (risk ? update({ type: 'confirmation-asked' }) : void send())}
        >
          {sending ? 'Sending…' : 'Send'}
        </button>
        {blocker && <span className={styles.blocker}>{blocker}</span>}
      </div>
      {confirming && risk && (
        <LinkConfirmation
          operation={operation.name}
          environment={environmentLabel(environment.kind)}
          url={('url' in base ? base.url : environment.customUrl) + operation.path}
          risk={risk}
          onSend={() => void send()}
          onSandbox={() => changeEnvironment({ ...environment, kind: 'in-page' })}
          onCancel={() => update({ type: 'confirmation-cancelled' })}
        />
      )}
      {result && 'error' in result && (
        <p role="alert" className={styles.error}>
          {result.error}
        </p>
      )}
      {result && 'outcome' in result && (
        <ResponseView sent={result.sent} outcome={result.outcome} />
      )}
      <RequestSnippets
        operation={operation}
        body={body}
        baseUrl={'url' in base ? base.url : environment.customUrl}
        inPage={inPage}
      />
      <History />
    </div>
  );
}
