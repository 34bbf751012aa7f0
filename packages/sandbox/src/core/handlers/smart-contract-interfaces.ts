/**
 * Smart-contract interfaces: uploaded Ethereum ABIs and Solana IDLs, checked for shape, stored,
 * read, listed and deleted.
 */
import {
  CreateSmartContractInterfaceIntentSchema,
  DeleteSmartContractInterfaceIntentSchema,
  GetSmartContractInterfaceRequestSchema,
  GetSmartContractInterfacesRequestSchema,
} from '@docs/platform-api';
import type { SmartContractInterface } from '@docs/platform-api';
import type { ReadTransaction, SmartContractInterfaceRecord } from '../../storage/types';
import { invalid } from '../errors';
import { query, simplified, submission } from '../contract';
import { ownRecord } from '../records/owned';
import {
  checkContractAddress,
  checkInterfaceDocument,
  InterfaceDocumentError,
} from '../records/interface-documents';

const FIDELITY = simplified(
  "ABIs and IDLs are checked for shape (entry kinds, names, Solidity parameter types; IDL instructions, accounts, args and types) and stored. A sign_transaction policy reads a call to a contract with an uploaded ABI as eth.tx.function_name, eth.tx.function_signature (the 4-byte selector) and eth.tx.contract_call_args (by argument name, contract_call_args['name']); with no ABI or no matching function, reading those fields fails the evaluation with the reason. Solana IDLs are not used to decode instructions.",
);

function interfaceView(record: SmartContractInterfaceRecord): SmartContractInterface {
  return {
    organizationId: record.organizationId,
    smartContractInterfaceId: record.smartContractInterfaceId,
    smartContractAddress: record.smartContractAddress,
    smartContractInterface: record.smartContractInterface,
    type: record.type,
    label: record.label,
    notes: record.notes,
    createdAt: record.createdAt,
    updatedAt: record.updatedAt,
  };
}

const ownInterface = (tx: ReadTransaction, id: string, organizationId: string) =>
  ownRecord(tx, 'smartContractInterface', id, organizationId, 'smart contract interface');

/** Runs a shape check, turning its error into a 400 naming `field`. */
function checked(field: string, check: () => void): void {
  try {
    check();
  } catch (error) {
    if (error instanceof InterfaceDocumentError) throw invalid(`${field}: ${error.message}`);
    throw error;
  }
}

export const createSmartContractInterface = submission(
  CreateSmartContractInterfaceIntentSchema,
  FIDELITY,
  async (context, parameters) => {
    if (parameters.label.trim() === '') throw invalid('label: must not be empty');
    checked('smartContractAddress', () =>
      checkContractAddress(parameters.type, parameters.smartContractAddress),
    );
    checked('smartContractInterface', () =>
      checkInterfaceDocument(parameters.type, parameters.smartContractInterface),
    );
    const now = context.timestamp();
    const record: SmartContractInterfaceRecord = {
      smartContractInterfaceId: context.newId(),
      organizationId: context.organizationId,
      smartContractAddress: parameters.smartContractAddress,
      smartContractInterface: parameters.smartContractInterface,
      type: parameters.type,
      label: parameters.label,
      notes: parameters.notes ?? '',
      createdAt: now,
      updatedAt: now,
    };
    return {
      result: { smartContractInterfaceId: record.smartContractInterfaceId },
      write: (tx) =>
        tx.insert('smartContractInterface', {
          id: record.smartContractInterfaceId,
          organizationId: record.organizationId,
          lookup: record.smartContractAddress.toLowerCase(),
          data: record,
        }),
    };
  },
);

export const deleteSmartContractInterface = submission(
  DeleteSmartContractInterfaceIntentSchema,
  FIDELITY,
  async (context, parameters) => {
    const id = parameters.smartContractInterfaceId;
    await context.storage.read((tx) => ownInterface(tx, id, context.organizationId));
    return {
      result: { smartContractInterfaceId: id },
      write: async (tx) => {
        await ownInterface(tx, id, context.organizationId);
        await tx.remove('smartContractInterface', id);
      },
    };
  },
);

export const getSmartContractInterface = query(
  GetSmartContractInterfaceRequestSchema,
  FIDELITY,
  (context, input) =>
    context.storage.read(async (tx) => ({
      smartContractInterface: interfaceView(
        await ownInterface(tx, input.smartContractInterfaceId, context.organizationId),
      ),
    })),
);

export const listSmartContractInterfaces = query(
  GetSmartContractInterfacesRequestSchema,
  FIDELITY,
  (context) =>
    context.storage.read(async (tx) => ({
      smartContractInterfaces: (
        await tx.list('smartContractInterface', { organizationId: context.organizationId })
      ).map(interfaceView),
    })),
);
