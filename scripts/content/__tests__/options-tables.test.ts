import { describe, expect, it } from 'vitest';
import { optionsTables } from '../options-tables';

describe('optionsTables', () => {
  it('reads the option names of the table under each marker', () => {
    const source = [
      'Intro.',
      '{/* options-of: @turnkey/http TurnkeyClientConfig */}',
      '',
      '| Option | Type | Required |',
      '| --- | --- | --- |',
      '| `baseUrl` | `string` | yes |',
      '| `stamper?` | `TStamper` | no |',
      '',
      'After.',
    ].join('\n');
    expect(optionsTables(source)).toEqual([
      {
        packageName: '@turnkey/http',
        typeName: 'TurnkeyClientConfig',
        memberPath: [],
        names: ['baseUrl', 'stamper'],
        line: 2,
      },
    ]);
  });

  it('reads a property path after the type name for a nested object', () => {
    const source =
      '{/* options-of: @turnkey/react-wallet-kit TurnkeyProviderConfig.ui.authModal */}\n| `methods` | x |';
    expect(optionsTables(source)[0]).toMatchObject({
      typeName: 'TurnkeyProviderConfig',
      memberPath: ['ui', 'authModal'],
      names: ['methods'],
    });
  });

  it('reports a marker with no table as an empty list', () => {
    expect(optionsTables('{/* options-of: pkg Type */}\n\nText.')[0]?.names).toEqual([]);
  });
});
