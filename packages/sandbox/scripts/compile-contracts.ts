/**
 * Compiles `contracts/SandboxTokens.sol` with the pinned solc-js and writes the runtime code and
 * the storage slots the placement writes to `src/chains/compiled-contracts.ts`, so the sandbox
 * never loads a compiler. Run after editing the source:
 *
 *   npx tsx packages/sandbox/scripts/compile-contracts.ts
 *
 * A unit test compiles again and fails when the committed module differs.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import solc from 'solc';
import { format, resolveConfig } from 'prettier';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
export const SOURCE = 'contracts/SandboxTokens.sol';
export const OUTPUT = 'src/chains/compiled-contracts.ts';
const CONTRACTS = { SandboxToken: 'SANDBOX_TOKEN', SandboxWrappedEther: 'SANDBOX_WRAPPED_ETHER' };
/** The variables a constructor would set, which the sandbox writes at placement. */
const PLACED = ['name', 'symbol', 'decimals', 'minter'];

export interface CompiledContract {
  /** The deployed (runtime) code, 0x-prefixed. */
  runtime: string;
  /** Where each placed variable lives: its slot and its byte offset within the slot. */
  slots: Record<string, { slot: number; offset: number }>;
}

interface SolcOutput {
  errors?: { severity: string; formattedMessage: string }[];
  contracts: Record<
    string,
    Record<
      string,
      {
        evm: { deployedBytecode: { object: string } };
        storageLayout: { storage: { label: string; slot: string; offset: number }[] };
      }
    >
  >;
}

export function compileContracts(): Record<string, CompiledContract> {
  const input = {
    language: 'Solidity',
    sources: { [SOURCE]: { content: readFileSync(join(root, SOURCE), 'utf8') } },
    settings: {
      // The devnets run the Prague rules (decision 0171): no opcode of a later fork.
      evmVersion: 'prague',
      optimizer: { enabled: true, runs: 200 },
      // No metadata hash: the code then depends on the source and the compiler only.
      metadata: { bytecodeHash: 'none', appendCBOR: false },
      outputSelection: { '*': { '*': ['evm.deployedBytecode.object', 'storageLayout'] } },
    },
  };
  // solc-js declares its compile function untyped; its answer is the standard JSON output.
  const output = JSON.parse(String(solc.compile(JSON.stringify(input)))) as SolcOutput;
  const errors = (output.errors ?? []).filter((error) => error.severity === 'error');
  if (errors.length > 0) {
    throw new Error(errors.map((error) => error.formattedMessage).join('\n'));
  }
  const compiled: Record<string, CompiledContract> = {};
  for (const name of Object.keys(CONTRACTS)) {
    const contract = output.contracts[SOURCE]?.[name];
    if (!contract) throw new Error(`${name} is not in the compiler's output`);
    const slots: CompiledContract['slots'] = {};
    for (const entry of contract.storageLayout.storage) {
      if (PLACED.includes(entry.label)) {
        slots[entry.label] = { slot: Number(entry.slot), offset: entry.offset };
      }
    }
    compiled[name] = { runtime: `0x${contract.evm.deployedBytecode.object}`, slots };
  }
  return compiled;
}

export async function renderModule(compiled: Record<string, CompiledContract>): Promise<string> {
  const constants = Object.entries(CONTRACTS).map(
    ([name, constant]) =>
      `/** \`${name}\` of \`${SOURCE}\`. */\nexport const ${constant}: CompiledContract = ${JSON.stringify(compiled[name])};`,
  );
  const text = [
    `/**`,
    ` * Written by \`scripts/compile-contracts.ts\` from \`${SOURCE}\` with solc`,
    ` * ${String(solc.version())}; do not edit.`,
    ` * A unit test compiles the source again and fails when this differs.`,
    ` */`,
    `export interface CompiledContract {`,
    `  /** The runtime code, 0x-prefixed. */`,
    `  runtime: string;`,
    `  /** Where each variable set at placement lives: its slot and its byte offset there. */`,
    `  slots: Readonly<Record<string, { slot: number; offset: number }>>;`,
    `}`,
    ``,
    ...constants,
  ].join('\n');
  const options = await resolveConfig(join(root, OUTPUT));
  return format(text, { ...options, parser: 'typescript' });
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const text = await renderModule(compileContracts());
  writeFileSync(join(root, OUTPUT), text);
  console.log(`wrote ${OUTPUT}`);
}
