/**
 * Runs the troubleshooting scenarios one after another against a running sandbox and returns
 * what each observed. `statuses` is the list the runner's server wrapper appends every response
 * status to; the scenarios run alone, so what it gains during one belongs to that scenario.
 */
import { Observed, scenarioContext, type Scenario } from './support';

export interface ScenarioRun {
  observed: Map<string, Set<string>>;
  failures: string[];
}

export async function runScenarios(
  url: string,
  scenarios: readonly Scenario[],
  statuses: number[],
): Promise<ScenarioRun> {
  const observed = new Map<string, Set<string>>();
  const failures: string[] = [];
  const context = scenarioContext(url, statuses);
  for (const scenario of scenarios) {
    const seen = new Observed();
    const from = statuses.length;
    try {
      await scenario.run(context, seen);
    } catch (error) {
      failures.push(
        `scripts/examples/scenarios (${scenario.name}): ${error instanceof Error ? error.message : String(error)}`,
      );
    }
    for (const status of statuses.slice(from)) seen.status(status);
    observed.set(scenario.name, seen.tokens);
  }
  return { observed, failures };
}
