/**
 * The state of one Try it panel and every way it changes, as a reducer. Pure: reading and saving
 * the reader's choices (local storage), sending, focusing and notifying the sandbox stay in the
 * panel, which dispatches what happened.
 */
import type { Dispatched } from './dispatch';
import { environmentLabel, type EnvironmentChoice } from './environments';
import type { Handoff } from './handoff';
import type { ApiKey } from './keys';

export interface PanelState {
  environment: EnvironmentChoice;
  /** The reader's key, for every environment but the in-page sandbox. */
  apiKey: ApiKey | null;
  /** The body as the reader edited it; `null` while it follows the sandbox and the example. */
  draft: string | null;
  /** Fields another panel handed over ("Use in …"), set in the automatic body. */
  fields: Record<string, string>;
  /** A guide's example body ("Open in Try it"), standing in for the operation's example. */
  template: string | null;
  /** Where a handed-over body came from, or why it was not loaded. */
  notice: string | null;
  /** Counts sends and resets: each renews the timestamp of a submission's automatic body. */
  tick: number;
  /** A handoff asked to send as soon as the panel can. */
  pendingSend: boolean;
  sending: boolean;
  /** The last request's outcome, or why it could not be sent. */
  result: Dispatched | null;
  /** The body came from a link; it stays so until the reader resets it to the example. */
  fromLink: boolean;
  /** The reader pressed Send on a link's body for another environment: the panel asks first. */
  confirming: boolean;
}

export type PanelAction =
  | { type: 'environment-chosen'; environment: EnvironmentChoice }
  | { type: 'key-chosen'; apiKey: ApiKey | null }
  | { type: 'body-edited'; body: string }
  | { type: 'body-reset' }
  | { type: 'handed-over'; handoff: Handoff }
  | { type: 'confirmation-asked' }
  | { type: 'confirmation-cancelled' }
  | { type: 'send-started' }
  | { type: 'send-finished'; result: Dispatched };

export interface PanelStart {
  environment: EnvironmentChoice;
  apiKey: ApiKey | null;
  /** What another panel handed over before this one opened. */
  handoff: Handoff | undefined;
}

/**
 * A link's body goes to the in-page sandbox: another remembered environment is switched away
 * from for this panel (not forgotten), and the notice says so.
 */
function linkLanding(
  environment: EnvironmentChoice,
  handoff: Handoff,
): { environment: EnvironmentChoice; notice: string | null } {
  if (!handoff.fromLink || environment.kind === 'in-page') {
    return { environment, notice: handoff.notice ?? null };
  }
  const switched = `This body came from a link, so the panel switched from ${environmentLabel(environment.kind)} to the in-page sandbox for it. To send it to ${environmentLabel(environment.kind)}, choose it above; the panel will show what the request would do and ask first.`;
  return {
    environment: { ...environment, kind: 'in-page' },
    notice: handoff.notice ? `${handoff.notice} ${switched}` : switched,
  };
}

export function initialPanelState({ environment, apiKey, handoff }: PanelStart): PanelState {
  const landing = handoff ? linkLanding(environment, handoff) : { environment, notice: null };
  return {
    environment: landing.environment,
    apiKey,
    draft: handoff?.body ?? null,
    fields: handoff?.fields ?? {},
    template: handoff?.template ?? null,
    notice: landing.notice,
    tick: 0,
    pendingSend: handoff?.send === true,
    sending: false,
    result: null,
    fromLink: handoff?.fromLink === true,
    confirming: false,
  };
}

export function panelReducer(state: PanelState, action: PanelAction): PanelState {
  switch (action.type) {
    case 'environment-chosen':
      // A response from the previous environment would read as this one's.
      return { ...state, environment: action.environment, result: null, confirming: false };
    case 'key-chosen':
      return { ...state, apiKey: action.apiKey };
    case 'body-edited':
      return { ...state, draft: action.body };
    case 'body-reset':
      return {
        ...state,
        draft: null,
        fields: {},
        template: null,
        notice: null,
        tick: state.tick + 1,
        fromLink: false,
        confirming: false,
      };
    case 'handed-over': {
      const { handoff } = action;
      // A whole body replaces the reader's edits and keeps the fields; fields go into the
      // automatic body, so they drop the edits.
      const body =
        handoff.body !== undefined
          ? { draft: handoff.body }
          : { draft: null, fields: handoff.fields ?? {} };
      const landing = linkLanding(state.environment, handoff);
      return {
        ...state,
        ...body,
        environment: landing.environment,
        template: handoff.template ?? state.template,
        notice: landing.notice,
        pendingSend: handoff.send === true,
        fromLink: handoff.fromLink === true,
        confirming: false,
      };
    }
    case 'confirmation-asked':
      return { ...state, confirming: true };
    case 'confirmation-cancelled':
      return { ...state, confirming: false };
    case 'send-started':
      return { ...state, pendingSend: false, sending: true, result: null, confirming: false };
    case 'send-finished':
      return { ...state, result: action.result, sending: false, tick: state.tick + 1 };
  }
}
