/**
 * The Policy Lab evaluates the shared corpus the sandbox endpoint's test evaluates
 * (`@docs/sandbox/policy-corpus`): each case goes through the page's own path (its URL state
 * and back, its input builder, the activity types file the page fetches) and must give the
 * corpus's outcome and deciding policy, so the page and the endpoint agree.
 */
import { buildApiModel } from '@docs/platform-api/model';
import { SimulationSchema, simulatePolicies } from '@docs/sandbox/policy';
import corpus from '@docs/sandbox/policy-corpus';
import { describe, expect, it } from 'vitest';
import { activityTypes } from '../../../plugins/api-reference/page-data';
import { decodeState, encodeState, INITIAL_STATE, simulationInput, stateOf } from '../state';

const byType = activityTypes(buildApiModel());

describe('the Policy Lab over the shared corpus', () => {
  it.each(corpus.cases)('$name', async ({ input: json, expected }) => {
    const input = SimulationSchema.parse(json);
    const state = decodeState(encodeState(stateOf(input)));
    expect(state).toEqual(stateOf(input));
    const built = simulationInput(state ?? INITIAL_STATE);
    if (!('input' in built)) throw new Error(built.error);
    const answer = await simulatePolicies(built.input, (type) => byType[type]);
    expect(answer.outcome).toBe(expected.outcome);
    expect(answer.decidingPolicy?.index ?? null).toBe(expected.decidingPolicy);
  });

  it('says which field is not JSON, and ignores a hash it did not write', () => {
    expect(simulationInput({ ...INITIAL_STATE, parameters: '{' })).toMatchObject({
      error: expect.stringMatching(/^request\.parameters: not JSON/),
    });
    expect(simulationInput({ ...INITIAL_STATE, records: '{' })).toMatchObject({
      error: expect.stringMatching(/^records: not JSON/),
    });
    expect(simulationInput({ ...INITIAL_STATE, records: '[]' })).toEqual({
      error: 'records: must be a JSON object',
    });
    expect(decodeState('#lab=%%%')).toBeUndefined();
    expect(decodeState('#section')).toBeUndefined();
  });
});
