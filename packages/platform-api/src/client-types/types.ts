/**
 * The API surface as a small structural description, the same for both sides of the drift
 * check: what the pinned client's generated types say (`read-http-types.ts`,
 * `read-sdk-client.ts`) and what our definition says (`from-model.ts`).
 */

/** A field's type, reduced to what the drift check compares. */
export type Shape =
  | { kind: 'string' | 'number' | 'boolean' | 'unknown' }
  | { kind: 'enum'; values: string[] }
  | { kind: 'array'; items: Shape }
  | { kind: 'ref'; name: string }
  | { kind: 'object'; fields: Field[] }
  /** An object whose keys are free (`{ [key: string]: unknown }`). */
  | { kind: 'map'; values: Shape };

export interface Field {
  name: string;
  required: boolean;
  shape: Shape;
}

export type OperationKind = 'query' | 'submission';

export interface SurfaceOperation {
  /** The path's last segment (`create_wallet`). */
  name: string;
  path: string;
  kind: OperationKind;
  /** Name of the definition of the request body. */
  body: string;
  /** A query's: name of the definition of its answer. Absent for submissions (an activity). */
  response?: string;
  /** A submission's request `type` literal, version included. */
  activityType?: string;
  /** A submission's `parameters` definition. */
  parameters?: string;
  /**
   * The key under `activity.result` the client reads for this submission; `null` when the client
   * reads none (approve and reject return the activity as it is). Absent for queries.
   */
  resultKey?: string | null;
  /** A submission's older intent versions, oldest first; absent for queries. */
  olderVersions?: OlderVersionFacts[];
  /** The client methods that send it; a side that does not state them compares as none. */
  methods?: ClientMethods;
}

/** One older version of a submission's `type`. */
export interface OlderVersionFacts {
  activityType: string;
  /** Its key under `activity.intent`; `null` when the side names none. */
  intentKey: string | null;
  /** Its key under `activity.result`; `null` when the side names none. */
  resultKey: string | null;
}

/** The method of each pinned client that sends an operation; `null` when the client has none. */
export interface ClientMethods {
  /** `TurnkeyClient` of `@turnkey/http`. */
  http: string | null;
  /** The API client of `@turnkey/sdk-server` (`new Turnkey(…).apiClient()`). */
  sdkServer: string | null;
}

export interface Surface {
  /** Sorted by name. */
  operations: SurfaceOperation[];
  /** Every named definition (objects and enums). */
  definitions: Record<string, Shape>;
  /** Name of the definition that holds one key per result (`v1Result` / `Result`). */
  resultContainer: string;
}

/** What the reader adds on the client side. */
export interface ClientSurface extends Surface {
  /** Every `ACTIVITY_TYPE_*` value, in the client's order. */
  activityTypes: string[];
  /** Paths outside the public query and submit prefixes; not part of the API we document. */
  otherPaths: string[];
}
