/**
 * `npm run api:drift -w @docs/platform-api`: prints what differs between our definition and the
 * pinned client (`@turnkey/http`'s generated types and client methods, `@turnkey/sdk-server`'s
 * methods and result keys).
 * Differences in the operations we define come first and make the exit code 1; then the
 * operations the client sends that we do not define yet, by area. After bumping the client,
 * run it to see exactly what changed. `--json` prints the same as JSON.
 */
import { areaOf, driftOfInstalledClient, formatDifference } from '../src/client-types';

const report = driftOfInstalledClient();
const { client, ours, defined, undefinedOperations } = report;

const count = (operations: { kind: string }[], kind: string) =>
  operations.filter((operation) => operation.kind === kind).length;

const byArea = new Map<string, string[]>();
for (const { operation } of undefinedOperations) {
  const list = byArea.get(areaOf(operation)) ?? [];
  list.push(operation);
  byArea.set(areaOf(operation), list);
}
const withoutResultKey = client.operations
  .filter((operation) => operation.kind === 'submission' && operation.resultKey === null)
  .map((operation) =>
    operation.methods?.sdkServer ? operation.name : `${operation.name} (no SDK method)`,
  );
const withoutSdkServerMethod = client.operations
  .filter((operation) => !operation.methods?.sdkServer)
  .map((operation) => operation.name);

if (process.argv.includes('--json')) {
  console.log(
    JSON.stringify(
      {
        client: {
          operations: client.operations.length,
          queries: count(client.operations, 'query'),
          submissions: count(client.operations, 'submission'),
          activityTypes: client.activityTypes.length,
          definitions: Object.keys(client.definitions).length,
          withoutResultKey,
          withoutSdkServerMethod,
        },
        defined: { operations: ours.operations.length, differences: defined },
        notDefined: Object.fromEntries([...byArea].sort()),
      },
      null,
      2,
    ),
  );
} else {
  console.log(
    `Client: ${client.operations.length} operations (${count(client.operations, 'query')} queries, ${count(client.operations, 'submission')} submissions), ${client.activityTypes.length} activity types, ${Object.keys(client.definitions).length} definitions.`,
  );
  console.log(
    `Submissions without a result key in the SDK (${withoutResultKey.length}): ${withoutResultKey.join(', ')}`,
  );
  console.log(
    `Operations @turnkey/sdk-server's API client has no method for (${withoutSdkServerMethod.length}): ${withoutSdkServerMethod.join(', ')}`,
  );
  console.log(
    `\nWe define ${ours.operations.length} operations; differences from the client: ${defined.length}`,
  );
  for (const difference of defined) console.log(`  ${formatDifference(difference)}`);
  console.log(`\nNot defined yet: ${undefinedOperations.length} operations`);
  for (const [area, names] of [...byArea].sort(([a], [b]) => (a < b ? -1 : 1))) {
    console.log(`  ${area} (${names.length}): ${names.join(', ')}`);
  }
}
process.exitCode = defined.length > 0 ? 1 : 0;
