import {
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type FormEvent,
  type ReactNode,
} from 'react';
import type { LabDelivery } from './deliveries';
import DeliveryView from './DeliveryView';
import { parseLocalOrigin } from './local-origin';
import {
  EVENT_TYPES,
  openInPageSource,
  openLocalSource,
  type EventType,
  type WebhookSource,
} from './source';
import { readChoice, writeChoice, type SourceChoice } from './url-state';
import styles from './styles.module.css';

const POLL_MS = 2_000;

type Connection =
  | { kind: 'connecting' }
  | { kind: 'open'; source: WebhookSource }
  | { kind: 'error'; message: string }
  | { kind: 'idle' };

/** A local sandbox needs the reader's organization ID before it can open. */
const autoConnects = (choice: SourceChoice) =>
  choice.kind === 'in-page' || choice.organizationId !== '';

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

export default function Lab(): ReactNode {
  const [choice, setChoice] = useState<SourceChoice>(() => readChoice(window.location.search));
  const [connection, setConnection] = useState<Connection>(() =>
    autoConnects(readChoice(window.location.search)) ? { kind: 'connecting' } : { kind: 'idle' },
  );
  const [deliveries, setDeliveries] = useState<LabDelivery[]>([]);
  const [eventType, setEventType] = useState<EventType>('BALANCE_CONFIRMED_UPDATES');
  const [busy, setBusy] = useState('');
  const [notice, setNotice] = useState('');
  const [failure, setFailure] = useState('');
  const originId = useId();
  const orgId = useId();
  const eventId = useId();
  const logId = useId();

  /**
   * Which open is current: a slow in-page start that answers after the reader switched to a
   * local sandbox must not replace the local connection.
   */
  const latestOpen = useRef(0);

  /** Opens the chosen sandbox; the state changes only when it answers, if still wanted. */
  const open = useCallback((next: SourceChoice) => {
    latestOpen.current += 1;
    const ticket = latestOpen.current;
    const opening =
      next.kind === 'local'
        ? openLocalSource(next.origin.trim().replace(/\/+$/, ''), next.organizationId)
        : openInPageSource();
    opening.then(
      (source) => ticket === latestOpen.current && setConnection({ kind: 'open', source }),
      (error: unknown) =>
        ticket === latestOpen.current &&
        setConnection({ kind: 'error', message: messageOf(error) }),
    );
  }, []);

  const connect = (next: SourceChoice) => {
    setDeliveries([]);
    setFailure('');
    setNotice('');
    if (next.kind === 'local') {
      const parsed = parseLocalOrigin(next.origin);
      if ('error' in parsed) {
        setConnection({ kind: 'error', message: parsed.error });
        return;
      }
    }
    writeChoice(next);
    setConnection({ kind: 'connecting' });
    open(next);
  };

  // The in-page sandbox opens by itself; a local one waits for the reader's Connect.
  useEffect(() => {
    const initial = readChoice(window.location.search);
    if (autoConnects(initial)) open(initial);
  }, [open]);

  const source = connection.kind === 'open' ? connection.source : undefined;

  const refresh = useCallback(
    () =>
      source
        ? source.deliveries().then(setDeliveries, (error: unknown) => setFailure(messageOf(error)))
        : Promise.resolve(),
    [source],
  );

  useEffect(() => {
    if (!source) return;
    let live = true;
    const load = () =>
      source.deliveries().then(
        (list) => live && setDeliveries(list),
        (error: unknown) => live && setFailure(messageOf(error)),
      );
    void load();
    const timer = setInterval(() => {
      if (document.visibilityState === 'visible') void load();
    }, POLL_MS);
    return () => {
      live = false;
      clearInterval(timer);
    };
  }, [source]);

  const run = async (label: string, work: () => Promise<string>) => {
    setBusy(label);
    setFailure('');
    try {
      setNotice(await work());
      await refresh();
    } catch (error) {
      setFailure(messageOf(error));
    } finally {
      setBusy('');
    }
  };

  const submitLocal = (event: FormEvent) => {
    event.preventDefault();
    connect(choice);
  };

  const choose = (kind: SourceChoice['kind']) => {
    const next = { ...choice, kind };
    setChoice(next);
    if (kind === 'in-page') connect(next);
    else {
      // An in-page start still under way is no longer wanted.
      latestOpen.current += 1;
      setConnection({ kind: 'idle' });
      setDeliveries([]);
      writeChoice(next);
    }
  };

  return (
    <div className={styles.lab}>
      <fieldset className={styles.sources}>
        <legend>Read deliveries from</legend>
        <label>
          <input
            type="radio"
            name="webhook-lab-source"
            checked={choice.kind === 'in-page'}
            onChange={() => choose('in-page')}
            data-testid="webhook-lab-source-in-page"
          />{' '}
          The sandbox in this page (the one Try it uses)
        </label>
        <label>
          <input
            type="radio"
            name="webhook-lab-source"
            checked={choice.kind === 'local'}
            onChange={() => choose('local')}
            data-testid="webhook-lab-source-local"
          />{' '}
          A sandbox on this machine (<code>npm run sandbox</code>)
        </label>
      </fieldset>
      {choice.kind === 'local' && (
        <form className={styles.local} onSubmit={submitLocal} aria-label="Local sandbox">
          <label htmlFor={originId}>Sandbox address</label>
          <input
            id={originId}
            value={choice.origin}
            onChange={(event) => setChoice({ ...choice, origin: event.target.value })}
            spellCheck={false}
            autoComplete="off"
            data-testid="webhook-lab-origin"
          />
          <label htmlFor={orgId}>Organization ID</label>
          <input
            id={orgId}
            value={choice.organizationId}
            onChange={(event) => setChoice({ ...choice, organizationId: event.target.value })}
            spellCheck={false}
            autoComplete="off"
            data-testid="webhook-lab-org"
          />
          <button
            type="submit"
            className="button button--primary"
            data-testid="webhook-lab-connect"
          >
            Connect
          </button>
        </form>
      )}
      <div aria-live="polite" data-testid="webhook-lab-status" data-state={connection.kind}>
        {connection.kind === 'connecting' && <p>Connecting to the sandbox…</p>}
        {connection.kind === 'error' && (
          <p role="alert" className={styles.error} data-testid="webhook-lab-error">
            {connection.message}
          </p>
        )}
        {source && (
          <p>
            Showing the deliveries of organization <code>{source.organizationId}</code>, newest
            first.
          </p>
        )}
        {failure && (
          <p role="alert" className={styles.error} data-testid="webhook-lab-failure">
            {failure}
          </p>
        )}
        {notice && <p data-testid="webhook-lab-notice">{notice}</p>}
      </div>
      {source && (
        <div className={styles.actions}>
          <label htmlFor={eventId}>Event type</label>
          <select
            id={eventId}
            value={eventType}
            onChange={(event) => setEventType(event.target.value as EventType)}
            data-testid="webhook-lab-event-type"
          >
            {EVENT_TYPES.map((type) => (
              <option key={type}>{type}</option>
            ))}
          </select>
          <button
            type="button"
            className="button button--primary"
            disabled={busy !== ''}
            onClick={() =>
              void run('trigger', async () => {
                await source.trigger(eventType);
                return `Sent a test ${eventType} event.`;
              })
            }
            data-testid="webhook-lab-trigger"
          >
            Send a test event
          </button>
          {source.causeActivity && (
            <button
              type="button"
              className="button button--secondary"
              disabled={busy !== ''}
              onClick={() =>
                void run('activity', async () => {
                  const id = await source.causeActivity?.();
                  return `Created a wallet (activity ${id}); its ACTIVITY_UPDATES delivery follows.`;
                })
              }
              data-testid="webhook-lab-activity"
            >
              Create a wallet (a real activity)
            </button>
          )}
        </div>
      )}
      {source && (
        <section
          aria-labelledby={logId}
          data-testid="webhook-lab-log"
          data-count={deliveries.length}
        >
          <h2 id={logId}>Deliveries</h2>
          {deliveries.length === 0 && (
            <p>No deliveries yet. Send a test event or create a wallet.</p>
          )}
          {[...deliveries].reverse().map((delivery) => (
            <DeliveryView
              key={delivery.deliveryId}
              delivery={delivery}
              verificationKeys={source.verificationKeys}
              onReplay={() =>
                run('replay', async () => {
                  await source.replay(delivery.deliveryId);
                  return `Replayed delivery ${delivery.deliveryId}.`;
                })
              }
              busy={busy !== ''}
            />
          ))}
        </section>
      )}
    </div>
  );
}
