import { describe, expect, it } from 'vitest';
import { readSdkClient } from '../read-sdk-client';

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
  }
}
`;

describe('readSdkClient', () => {
  it('maps each submission to its method and the result key it reads, or null', () => {
    expect(Object.fromEntries(readSdkClient(SOURCE))).toEqual({
      make_thing: { method: 'makeThing', resultKey: 'makeThingResultV2' },
      approve_thing: { method: 'approveThing', resultKey: null },
    });
  });

  it('refuses a path sent by two different methods', () => {
    const twice = SOURCE.replace('this.approveThing', 'this.alsoMakeThing').replace(
      '/public/v1/submit/approve_thing',
      '/public/v1/submit/make_thing',
    );
    expect(() => readSdkClient(twice)).toThrow(
      'make_thing is sent by both makeThing and alsoMakeThing',
    );
  });
});
