/**
 * Smart-contract interfaces tag. The examples upload the `transfer` function of the USDC token's
 * ABI, so that the treasury's policies can read the recipient and amount of a USDC transfer.
 */
import { createdAt, updatedAt } from '../examples/entities';
import * as ids from '../examples/ids';
import {
  EXAMPLE_ERC20_ABI,
  GetSmartContractInterfaceRequestSchema,
  GetSmartContractInterfaceResponseSchema,
  GetSmartContractInterfacesRequestSchema,
  GetSmartContractInterfacesResponseSchema,
} from '../schemas/smart-contract-interfaces';
import { defineQuery, defineSubmission, type Operation } from './define';

const TAG = 'Smart-contract interfaces';

const usdcInterface = {
  smartContractAddress: ids.ETHEREUM_USDC_ADDRESS,
  smartContractInterface: EXAMPLE_ERC20_ABI,
  label: 'USDC (Ethereum)',
  notes: 'Lets treasury policies check USDC transfer recipients and amounts.',
};
const stored = {
  organizationId: ids.ORGANIZATION_ID,
  smartContractInterfaceId: ids.SMART_CONTRACT_INTERFACE_ID,
  ...usdcInterface,
  type: 'SMART_CONTRACT_INTERFACE_TYPE_ETHEREUM',
  createdAt,
  updatedAt,
};
const interfaceId = { smartContractInterfaceId: ids.SMART_CONTRACT_INTERFACE_ID };

export const smartContractInterfaceOperations: Operation[] = [
  defineQuery({
    name: 'get_smart_contract_interface',
    sdkMethod: 'getSmartContractInterface',
    tag: TAG,
    summary: 'Get smart-contract interface',
    description:
      'Returns one uploaded ABI or IDL with the address it belongs to, its label and notes. The interface is in `smartContractInterface`; its JSON is the string in `smartContractInterface.smartContractInterface`.',
    request: GetSmartContractInterfaceRequestSchema,
    response: GetSmartContractInterfaceResponseSchema,
    example: {
      request: { organizationId: ids.ORGANIZATION_ID, ...interfaceId },
      response: { smartContractInterface: stored },
    },
  }),
  defineQuery({
    name: 'list_smart_contract_interfaces',
    sdkMethod: 'getSmartContractInterfaces',
    tag: TAG,
    summary: 'List smart-contract interfaces',
    description:
      'Returns every ABI and IDL uploaded to the organization. Check it before uploading, to see which contracts your policies can already read calls to. The interfaces are in `smartContractInterfaces`.',
    request: GetSmartContractInterfacesRequestSchema,
    response: GetSmartContractInterfacesResponseSchema,
    example: {
      request: { organizationId: ids.ORGANIZATION_ID },
      response: { smartContractInterfaces: [stored] },
    },
  }),
  defineSubmission({
    name: 'create_smart_contract_interface',
    sdkMethod: 'createSmartContractInterface',
    tag: TAG,
    summary: 'Upload smart-contract interface',
    description:
      'Stores the ABI of an EVM contract or the IDL of a Solana program (JSON in a string, 400 KB at most) for its address, so that policies can judge transactions to it by the function called and its arguments instead of raw calldata. Upload only the functions your policies need if the full interface is large. The new id is in `activity.result.createSmartContractInterfaceResult.smartContractInterfaceId`.',
    activityType: 'ACTIVITY_TYPE_CREATE_SMART_CONTRACT_INTERFACE',
    intentKey: 'createSmartContractInterfaceIntent',
    result: { key: 'createSmartContractInterfaceResult', source: 'derived' },
    example: {
      parameters: { ...usdcInterface, type: 'SMART_CONTRACT_INTERFACE_TYPE_ETHEREUM' },
      result: interfaceId,
    },
  }),
  defineSubmission({
    name: 'delete_smart_contract_interface',
    sdkMethod: 'deleteSmartContractInterface',
    tag: TAG,
    summary: 'Delete smart-contract interface',
    description:
      'Removes an uploaded ABI or IDL. Policies that read decoded calls to that contract can no longer do so, so review them first. The deleted id is echoed in `activity.result.deleteSmartContractInterfaceResult.smartContractInterfaceId`.',
    activityType: 'ACTIVITY_TYPE_DELETE_SMART_CONTRACT_INTERFACE',
    intentKey: 'deleteSmartContractInterfaceIntent',
    result: { key: 'deleteSmartContractInterfaceResult', source: 'derived' },
    example: { parameters: interfaceId, result: interfaceId },
  }),
];
