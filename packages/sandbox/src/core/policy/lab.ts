/**
 * The policy engine as the Policy Lab page, the MCP server and the benchmarks import it
 * (`@docs/sandbox/policy`): pure functions, no storage, nothing that needs Node.
 */
export {
  decide,
  type Decision,
  type DecisionInput,
  type Outcome,
  type PolicyTrace,
} from './engine';
export type { ExpressionTrace, PolicyInput, Verdict } from './engine';
export type { Scope } from './expression';
export type { Approver } from './facts';
export { POLICY_LIMITS } from './limits';
export {
  SIMULATION_LIMITS,
  SimulationSchema,
  simulatePolicies,
  type Simulation,
  type SimulationInput,
} from './simulate';
