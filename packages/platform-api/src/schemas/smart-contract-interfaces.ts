/**
 * Smart-contract interfaces: ABIs (EVM) and IDLs (Solana) stored with the organization, so that
 * policies can judge a transaction by the contract function it calls and its arguments.
 */
import * as z from 'zod';
import {
  ETHEREUM_USDC_ADDRESS,
  ORGANIZATION_ID,
  SMART_CONTRACT_INTERFACE_ID,
} from '../examples/ids';
import { TimestampSchema } from './common';
import { id, organizationIdField, text } from './fields';

/** The ERC-20 `transfer` function, the part of the token's ABI the treasury's policies read. */
export const EXAMPLE_ERC20_ABI = JSON.stringify([
  {
    type: 'function',
    name: 'transfer',
    stateMutability: 'nonpayable',
    inputs: [
      { name: 'to', type: 'address' },
      { name: 'value', type: 'uint256' },
    ],
    outputs: [{ name: '', type: 'bool' }],
  },
]);

export const SmartContractInterfaceTypeSchema = z
  .enum(['SMART_CONTRACT_INTERFACE_TYPE_ETHEREUM', 'SMART_CONTRACT_INTERFACE_TYPE_SOLANA'])
  .meta({
    id: 'SmartContractInterfaceType',
    description: 'The kind of interface: an EVM ABI or a Solana IDL.',
  });
export type SmartContractInterfaceType = z.infer<typeof SmartContractInterfaceTypeSchema>;

const interfaceId = (description: string) => id(description, SMART_CONTRACT_INTERFACE_ID);
const address = text(
  'The contract address (EVM, 0x hex) or program id (Solana, base58) the interface describes.',
  ETHEREUM_USDC_ADDRESS,
);
const document = text(
  'The ABI or IDL itself, as JSON in a string; 400 KB at most.',
  EXAMPLE_ERC20_ABI,
);
const label = text('A short name people recognize the interface by.', 'USDC (Ethereum)');
const notes = text('Free text for the people who maintain it.');

export const SmartContractInterfaceSchema = z
  .object({
    organizationId: organizationIdField(ORGANIZATION_ID),
    smartContractInterfaceId: interfaceId('Identifies the interface.'),
    smartContractAddress: address,
    smartContractInterface: document,
    type: text(
      'The kind of interface, as a plain string here (the values of `SmartContractInterfaceType`).',
      'SMART_CONTRACT_INTERFACE_TYPE_ETHEREUM',
    ),
    label,
    notes,
    createdAt: TimestampSchema,
    updatedAt: TimestampSchema,
  })
  .meta({
    id: 'SmartContractInterface',
    description: 'An uploaded ABI or IDL and the contract it belongs to.',
  });
export type SmartContractInterface = z.infer<typeof SmartContractInterfaceSchema>;

export const CreateSmartContractInterfaceIntentSchema = z
  .object({
    smartContractAddress: address,
    smartContractInterface: document,
    type: SmartContractInterfaceTypeSchema,
    label,
    notes: notes.optional(),
  })
  .meta({
    id: 'CreateSmartContractInterfaceIntent',
    description: 'Parameters of create_smart_contract_interface.',
  });
export type CreateSmartContractInterfaceIntent = z.infer<
  typeof CreateSmartContractInterfaceIntentSchema
>;

export const CreateSmartContractInterfaceResultSchema = z
  .object({ smartContractInterfaceId: interfaceId('The new interface.') })
  .meta({
    id: 'CreateSmartContractInterfaceResult',
    description: 'Result of create_smart_contract_interface.',
  });
export type CreateSmartContractInterfaceResult = z.infer<
  typeof CreateSmartContractInterfaceResultSchema
>;

export const DeleteSmartContractInterfaceIntentSchema = z
  .object({ smartContractInterfaceId: interfaceId('The interface to delete.') })
  .meta({
    id: 'DeleteSmartContractInterfaceIntent',
    description: 'Parameters of delete_smart_contract_interface.',
  });
export type DeleteSmartContractInterfaceIntent = z.infer<
  typeof DeleteSmartContractInterfaceIntentSchema
>;

export const DeleteSmartContractInterfaceResultSchema = z
  .object({ smartContractInterfaceId: interfaceId('The interface that was deleted.') })
  .meta({
    id: 'DeleteSmartContractInterfaceResult',
    description: 'Result of delete_smart_contract_interface.',
  });
export type DeleteSmartContractInterfaceResult = z.infer<
  typeof DeleteSmartContractInterfaceResultSchema
>;

export const GetSmartContractInterfaceRequestSchema = z
  .object({
    organizationId: organizationIdField(ORGANIZATION_ID),
    smartContractInterfaceId: interfaceId('The interface to read.'),
  })
  .meta({
    id: 'GetSmartContractInterfaceRequest',
    description: 'Request body of get_smart_contract_interface.',
  });
export type GetSmartContractInterfaceRequest = z.infer<
  typeof GetSmartContractInterfaceRequestSchema
>;

export const GetSmartContractInterfaceResponseSchema = z
  .object({ smartContractInterface: SmartContractInterfaceSchema })
  .meta({
    id: 'GetSmartContractInterfaceResponse',
    description: 'Response of get_smart_contract_interface.',
  });
export type GetSmartContractInterfaceResponse = z.infer<
  typeof GetSmartContractInterfaceResponseSchema
>;

export const GetSmartContractInterfacesRequestSchema = z
  .object({ organizationId: organizationIdField(ORGANIZATION_ID) })
  .meta({
    id: 'GetSmartContractInterfacesRequest',
    description: 'Request body of list_smart_contract_interfaces.',
  });
export type GetSmartContractInterfacesRequest = z.infer<
  typeof GetSmartContractInterfacesRequestSchema
>;

export const GetSmartContractInterfacesResponseSchema = z
  .object({ smartContractInterfaces: z.array(SmartContractInterfaceSchema) })
  .meta({
    id: 'GetSmartContractInterfacesResponse',
    description: 'Response of list_smart_contract_interfaces.',
  });
export type GetSmartContractInterfacesResponse = z.infer<
  typeof GetSmartContractInterfacesResponseSchema
>;
