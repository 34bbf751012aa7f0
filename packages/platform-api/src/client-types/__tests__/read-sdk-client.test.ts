import { describe, expect, it } from 'vitest';
import { readClientMethods, readClientScript, readDeclaredMembers } from '../read-sdk-client';

const SOURCE = `
class Client {
  constructor() {
    this.getThing = async (input) => this.request("/public/v1/query/get_thing", input);
    this.makeThing = async (input) => {
      const { organizationId, ...rest } = input;
      return this.command("/public/v1/submit/make_thing", { parameters: rest, type: "ACTIVITY_TYPE_MAKE_THING_V2" }, "makeThingResultV2");
    };
    this.approveThing = async (input) => {
      return this.activityDecision("/public/v1/submit/approve_thing", { parameters: input });
    };
    this.stampGetThing = async (input) => {
      const url = this.config.baseUrl + "/public/v1/query/get_thing";
      return { url, body: JSON.stringify(input) };
    };
  }
}
`;

const TYPES = `
export declare class Other {
  makeThing: (input: unknown) => Promise<unknown>;
}
export declare class Client {
  constructor();
  request<B, R>(url: string, body: B): Promise<R>;
  getThing: (input: TGetThingBody) => Promise<TGetThingResponse>;
  stampGetThing: (input: TGetThingBody) => Promise<TSignedRequest>;
  makeThing: (input: TMakeThingBody) => Promise<TMakeThingResponse>;
  approveThing: (input: TApproveThingBody) => Promise<TApproveThingResponse>;
}
`;

describe('readClientScript', () => {
  it('maps each operation to the method that sends it and, for submissions, the key it reads', () => {
    expect(Object.fromEntries(readClientScript(SOURCE))).toEqual({
      get_thing: { method: 'getThing', kind: 'query', resultKey: null },
      make_thing: { method: 'makeThing', kind: 'submission', resultKey: 'makeThingResultV2' },
      approve_thing: { method: 'approveThing', kind: 'submission', resultKey: null },
    });
  });

  it('refuses a path sent by two different methods', () => {
    const twice = SOURCE.replace('this.approveThing', 'this.alsoMakeThing').replace(
      '/public/v1/submit/approve_thing',
      '/public/v1/submit/make_thing',
    );
    expect(() => readClientScript(twice)).toThrow(
      'make_thing is sent by both makeThing and alsoMakeThing',
    );
  });
});

describe('readDeclaredMembers', () => {
  it('lists the members of the named class only', () => {
    expect([...readDeclaredMembers(TYPES, 'Client')]).toEqual([
      'request',
      'getThing',
      'stampGetThing',
      'makeThing',
      'approveThing',
    ]);
  });

  it('says which class is missing', () => {
    expect(() => readDeclaredMembers(TYPES, 'TurnkeyClient', 'client.d.ts')).toThrow(
      'client-types: client.d.ts: no class TurnkeyClient',
    );
  });
});

describe('readClientMethods', () => {
  const script = { text: SOURCE, fileName: 'client.js' };
  it('keeps the methods the class declares', () => {
    const types = { text: TYPES, fileName: 'client.d.ts', className: 'Client' };
    expect([...readClientMethods(script, types).values()].map((m) => m.method)).toEqual([
      'getThing',
      'makeThing',
      'approveThing',
    ]);
  });

  it('refuses a method the script has and the declarations do not', () => {
    const types = {
      text: TYPES.replace('  approveThing:', '  approveThings:'),
      fileName: 'client.d.ts',
      className: 'Client',
    };
    expect(() => readClientMethods(script, types)).toThrow(
      'client-types: client.js sends approve_thing with approveThing, which Client in client.d.ts does not declare',
    );
  });
});
