import { describe, expect, it } from 'vitest';
import { revertChain } from '../revert-chain';

const CONTRACT = '0x00000000000000000000000000000000000000c3';
const pad = (hex: string) => hex.padStart(64, '0');
const errorString = (text: string) => {
  const bytes = Buffer.from(text, 'utf8').toString('hex');
  return `0x08c379a0${pad('20')}${pad(text.length.toString(16))}${bytes.padEnd(64, '0')}`;
};

describe('revertChain', () => {
  it('decodes Error(string) as a native error_string', () => {
    expect(revertChain(CONTRACT, errorString('not allowed'))).toEqual([
      {
        address: CONTRACT,
        errorType: 'native',
        displayMessage: 'execution reverted: not allowed',
        native: { nativeType: 'error_string', message: 'not allowed' },
      },
    ]);
  });

  it('decodes Panic(uint256) with its code, and empty data as execution_reverted', () => {
    expect(revertChain(CONTRACT, `0x4e487b71${pad('11')}`)[0]).toMatchObject({
      native: { nativeType: 'panic', panicCode: '17' },
    });
    expect(revertChain(CONTRACT, '0x')[0]).toMatchObject({
      displayMessage: 'execution reverted',
      native: { nativeType: 'execution_reverted' },
    });
  });

  it('leaves a custom error, or a malformed Error(string), unknown with its selector and data', () => {
    expect(revertChain(undefined, '0xdeadbeef01')[0]).toEqual({
      errorType: 'unknown',
      displayMessage: 'execution reverted with data 0xdeadbeef01',
      unknown: { selector: '0xdeadbeef', data: '0xdeadbeef01' },
    });
    // An offset that points past the data must not be read.
    const truncated = `0x08c379a0${pad('ffff')}${pad('4')}`;
    expect(revertChain(CONTRACT, truncated)[0]?.errorType).toBe('unknown');
  });
});
