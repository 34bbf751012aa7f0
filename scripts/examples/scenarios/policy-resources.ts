/**
 * The errors tables of the two pages on what policies read besides the activity: smart-contract
 * interfaces (uploaded ABIs and IDLs) and velocity controls. Each malformed part is refused with
 * 400 naming it, and an id the organization does not hold with 404.
 */
import type { TurnkeyClient } from '@turnkey/http';
import { refuses, type Refusal } from './refusal';
import { now, type Scenario } from './support';

const INTERFACES = 'documentation/concepts/policies/smart-contract-interfaces.mdx';
const VELOCITY = 'documentation/concepts/policies/velocity-and-time.mdx';

const USDC = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48';
const TRANSFER_ABI = JSON.stringify([
  {
    type: 'function',
    name: 'transfer',
    inputs: [
      { name: 'to', type: 'address' },
      { name: 'amount', type: 'uint256' },
    ],
    outputs: [],
    stateMutability: 'nonpayable',
  },
]);

const invalid = (names: string): Refusal => ({
  http: 400,
  code: 'INVALID_ARGUMENT',
  category: 'REQUEST_INVALID',
  names,
});
const notFound = (names: string): Refusal => ({
  http: 404,
  code: 'NOT_FOUND',
  category: 'REQUEST_INVALID',
  names,
});

type InterfaceParameters = Parameters<
  TurnkeyClient['createSmartContractInterface']
>[0]['parameters'];
type VelocityParameters = Parameters<TurnkeyClient['createVelocityControl']>[0]['parameters'];

const usdcPerWalletPerDay = (identifier: string): VelocityParameters => ({
  name: 'USDC out per wallet per day',
  identifier,
  dataSource: {
    chainAssetTransfer: {
      definition: [{ caip19: `eip155:1/erc20:${USDC.toLowerCase()}`, decimals: '6' }],
      filter: { activity: [{ activityType: 'ACTIVITY_TYPE_SIGN_TRANSACTION_V2' }] },
      phase: { signature: {} },
    },
  },
  aggregation: {
    method: 'VELOCITY_CONTROL_AGGREGATION_METHOD_SUM',
    operator: 'VELOCITY_CONTROL_AGGREGATION_OPERATOR_LESS_THAN_OR_EQUAL',
    threshold: '50000',
    window: { rolling: { duration: '86400' } },
    groupBy: { wallet: {} },
  },
});

export const policyResources: Scenario = {
  name: 'policy-resources',
  does: 'create_smart_contract_interface with an empty label, a bad address and a bad ABI, get/delete of an unknown id; create_velocity_control with each malformed part and a reused identifier, get/delete of an unknown id',
  rows: [
    {
      doc: INTERFACES,
      row: 'Empty `label`, an address of the wrong format for `type`, or an ABI/IDL that is not valid JSON of the expected shape',
    },
    { doc: INTERFACES, row: 'Unknown or foreign `smartContractInterfaceId` on get or delete' },
    { doc: VELOCITY, row: 'Two data sources, two windows or two groupings set, or none' },
    {
      doc: VELOCITY,
      row: '`identifier` not a policy name (letters, digits, `_`) or already used',
    },
    { doc: VELOCITY, row: 'Asset id that is not CAIP-19, or `decimals` above 255' },
    {
      doc: VELOCITY,
      row: '`threshold` not a non-negative decimal (at most 38 digits, 18 after the point)',
    },
    { doc: VELOCITY, row: 'Unknown `velocityControlId` on get or delete' },
  ],
  async run(context, observed) {
    const owner = await context.newOrganization();
    const stranger = await context.newOrganization();
    const { organizationId, client } = owner;

    const upload = (changes: Partial<InterfaceParameters>) =>
      client.createSmartContractInterface({
        type: 'ACTIVITY_TYPE_CREATE_SMART_CONTRACT_INTERFACE',
        timestampMs: now(),
        organizationId,
        parameters: {
          smartContractAddress: USDC,
          smartContractInterface: TRANSFER_ABI,
          type: 'SMART_CONTRACT_INTERFACE_TYPE_ETHEREUM',
          label: 'USDC',
          ...changes,
        },
      });
    for (const [what, changes, field] of [
      ['empty label', { label: ' ' }, 'label'],
      ['address of the wrong format', { smartContractAddress: 'usdc' }, 'smartContractAddress'],
      [
        'an IDL address for an ABI',
        { smartContractAddress: 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA' },
        'smartContractAddress',
      ],
      ['ABI that is not JSON', { smartContractInterface: '[{"type":' }, 'smartContractInterface'],
      [
        'ABI of the wrong shape',
        { smartContractInterface: '{"instructions":[]}' },
        'smartContractInterface',
      ],
    ] as const) {
      await refuses(context, observed, what, () => upload(changes), invalid(field));
    }
    const { activity } = await upload({});
    const smartContractInterfaceId =
      activity.result.createSmartContractInterfaceResult?.smartContractInterfaceId ?? '';
    for (const id of [smartContractInterfaceId, crypto.randomUUID()]) {
      await refuses(
        context,
        observed,
        'get_smart_contract_interface of another organization',
        () =>
          stranger.client.getSmartContractInterface({
            organizationId: stranger.organizationId,
            smartContractInterfaceId: id,
          }),
        notFound(id),
      );
      await refuses(
        context,
        observed,
        'delete_smart_contract_interface of another organization',
        () =>
          stranger.client.deleteSmartContractInterface({
            type: 'ACTIVITY_TYPE_DELETE_SMART_CONTRACT_INTERFACE',
            timestampMs: now(),
            organizationId: stranger.organizationId,
            parameters: { smartContractInterfaceId: id },
          }),
        notFound(id),
      );
    }

    const control = (parameters: VelocityParameters) =>
      client.createVelocityControl({
        type: 'ACTIVITY_TYPE_CREATE_VELOCITY_CONTROL',
        timestampMs: now(),
        organizationId,
        parameters,
      });
    const base = usdcPerWalletPerDay('usdc_daily');
    const transfer = base.dataSource.chainAssetTransfer;
    const cases: [string, VelocityParameters, string][] = [
      [
        'two data sources',
        { ...base, dataSource: { ...base.dataSource, activityExecution: {} } },
        'dataSource',
      ],
      ['no data source', { ...base, dataSource: {} }, 'dataSource'],
      [
        'two windows',
        {
          ...base,
          aggregation: {
            ...base.aggregation,
            window: { rolling: { duration: '60' }, infinite: {} },
          },
        },
        'aggregation.window',
      ],
      [
        'no window',
        { ...base, aggregation: { ...base.aggregation, window: {} } },
        'aggregation.window',
      ],
      [
        'two groupings',
        { ...base, aggregation: { ...base.aggregation, groupBy: { user: {}, wallet: {} } } },
        'aggregation.groupBy',
      ],
      [
        'no grouping',
        { ...base, aggregation: { ...base.aggregation, groupBy: {} } },
        'aggregation.groupBy',
      ],
      ['identifier not a name', { ...base, identifier: '1st-limit' }, 'identifier'],
      [
        'asset id not CAIP-19',
        {
          ...base,
          dataSource: {
            chainAssetTransfer: { ...transfer, definition: [{ caip19: 'usdc', decimals: '6' }] },
          },
        },
        'caip19',
      ],
      [
        'decimals 256',
        {
          ...base,
          dataSource: {
            chainAssetTransfer: {
              ...transfer,
              definition: [{ caip19: 'eip155:1/slip44:60', decimals: '256' }],
            },
          },
        },
        'decimals',
      ],
      [
        'negative threshold',
        { ...base, aggregation: { ...base.aggregation, threshold: '-5' } },
        'aggregation.threshold',
      ],
      [
        '19 digits after the point',
        { ...base, aggregation: { ...base.aggregation, threshold: `1.${'0'.repeat(18)}1` } },
        'aggregation.threshold',
      ],
      [
        '39 digits',
        { ...base, aggregation: { ...base.aggregation, threshold: '9'.repeat(39) } },
        'aggregation.threshold',
      ],
    ];
    for (const [what, parameters, field] of cases) {
      await refuses(context, observed, what, () => control(parameters), invalid(field));
    }
    await control(base);
    await refuses(
      context,
      observed,
      'identifier already used',
      () => control(base),
      invalid('identifier'),
    );

    const unknown = crypto.randomUUID();
    await refuses(
      context,
      observed,
      'get_velocity_control of an unknown id',
      () => client.getVelocityControl({ organizationId, velocityControlId: unknown }),
      notFound(unknown),
    );
    await refuses(
      context,
      observed,
      'delete_velocity_control of an unknown id',
      () =>
        client.deleteVelocityControl({
          type: 'ACTIVITY_TYPE_DELETE_VELOCITY_CONTROL',
          timestampMs: now(),
          organizationId,
          parameters: { velocityControlId: unknown },
        }),
      notFound(unknown),
    );
  },
};
