import { describe, expect, it } from 'vitest';
import { fieldView, requestParametersSchema, rootView } from '../tree';
import { model, operationNamed } from './fixtures';

const createWallet = operationNamed('create_wallet');

function field(view: ReturnType<typeof rootView>, name: string) {
  const found = view.children?.find((child) => child.name === name);
  if (!found) throw new Error(`no field ${name}`);
  return found;
}

describe('tree views', () => {
  it('shows a request inline: the envelope, then the parameters with their fields', () => {
    const root = rootView(createWallet.request, model, {
      operation: 'create_wallet',
      ancestors: [],
    });
    expect(root.children?.map((child) => [child.name, child.required])).toEqual([
      ['type', true],
      ['timestampMs', true],
      ['organizationId', true],
      ['parameters', true],
      ['generateAppProofs', false],
    ]);
    const type = fieldView(field(root, 'type').schema, model, root.scope);
    expect(type).toMatchObject({ type: 'string', const: 'ACTIVITY_TYPE_CREATE_WALLET' });
    const parameters = fieldView(field(root, 'parameters').schema, model, root.scope);
    expect(parameters.type).toBe('CreateWalletIntent');
    expect(parameters.link).toBeUndefined();
    const mnemonic = fieldView(field(parameters, 'mnemonicLength').schema, model, parameters.scope);
    expect(mnemonic).toMatchObject({ type: 'integer', enum: [12, 15, 18, 21, 24], default: 12 });
  });

  it('lists array items’ fields under the array and links shared enums', () => {
    const root = rootView(createWallet.request, model, {
      operation: 'create_wallet',
      ancestors: [],
    });
    const parameters = fieldView(field(root, 'parameters').schema, model, root.scope);
    const accounts = fieldView(field(parameters, 'accounts').schema, model, parameters.scope);
    expect(accounts.type).toBe('array of WalletAccountParams');
    const format = fieldView(field(accounts, 'addressFormat').schema, model, accounts.scope);
    expect(format).toMatchObject({
      type: 'AddressFormat (string)',
      link: { name: 'AddressFormat', anchor: 'schema-AddressFormat', place: 'schemas' },
    });
    // The description is the linked schema's: /api.md repeats it, the page only links to it.
    expect(format.description).toBe(model.schemas.AddressFormat?.description);
    expect(format.descriptionIsLinked).toBe(true);
    const path = fieldView(field(accounts, 'path').schema, model, accounts.scope);
    expect(path.descriptionIsLinked).toBeUndefined();
    const curve = fieldView(field(accounts, 'curve').schema, model, accounts.scope);
    expect(curve).toMatchObject({
      type: 'Curve (string)',
      enum: ['CURVE_SECP256K1', 'CURVE_ED25519', 'CURVE_P256'],
    });
  });

  it('shows a submission’s response as the shared Activity plus its own intent and result', () => {
    const root = rootView(createWallet.response, model, {
      operation: 'create_wallet',
      ancestors: [],
    });
    const activity = fieldView(field(root, 'activity').schema, model, root.scope);
    expect(activity.type).toBe('Activity');
    expect(activity.extends).toEqual({
      name: 'Activity',
      anchor: 'schema-Activity',
      place: 'schemas',
    });
    expect(activity.children?.map((child) => child.name)).toEqual(['intent', 'result']);
  });

  it('links an operation’s intent from elsewhere to that operation', () => {
    const view = fieldView({ type: 'ref', ref: 'CreateWalletIntent' }, model, { ancestors: [] });
    expect(view.link).toEqual({
      name: 'CreateWalletIntent',
      anchor: 'create_wallet',
      place: 'operation',
    });
  });

  it('links a submission’s intent in its response to its request body instead of repeating it', () => {
    const parameters = requestParametersSchema(createWallet.request, model);
    expect(parameters).toBe('CreateWalletIntent');
    const root = rootView(createWallet.response, model, {
      operation: 'create_wallet',
      ancestors: [],
      shownInRequest: ['CreateWalletIntent'],
    });
    const activity = fieldView(field(root, 'activity').schema, model, root.scope);
    const intent = fieldView(field(activity, 'intent').schema, model, activity.scope);
    const own = fieldView(field(intent, 'createWalletIntent').schema, model, intent.scope);
    expect(own.link).toEqual({
      name: 'CreateWalletIntent',
      anchor: 'create_wallet.parameters',
      place: 'request',
    });
    const result = fieldView(field(activity, 'result').schema, model, activity.scope);
    const output = fieldView(field(result, 'createWalletResult').schema, model, result.scope);
    expect(output.link).toBeUndefined();
  });
});
