/** Shapes of the wire-sheet fixtures: written by scripts/extract-wire-facts.ts, read by the tests. */
export interface WireField {
  name: string;
  optional: boolean;
  type: string;
  children: WireField[];
}

export interface WireSection {
  name: string;
  fields: WireField[];
}

export interface WireOperation {
  path: string;
  name: string;
  kind: 'query' | 'submission';
  tag: string;
  requestType?: string;
  request?: WireSection;
  parameters?: WireSection;
  result?: WireSection;
  response?: WireSection;
}
