import { describe, expect, it } from 'vitest';
import { asModule, decide } from '../snippets';

const block = (meta: string) => ({ lang: 'ts', meta, code: '', line: 1 });

describe('decide', () => {
  it('checks blocks by default, whatever else the meta says', () => {
    expect(decide(block('title="server.ts" {3-4}'))).toEqual({ check: true });
  });

  it('skips a block whose opt-out gives a reason', () => {
    expect(decide(block('title="a.ts" nocheck="continues the block above"'))).toEqual({
      check: false,
      reason: 'continues the block above',
    });
  });

  it('rejects an opt-out without a reason', () => {
    for (const meta of ['nocheck', 'nocheck=""', "title='x' nocheck=' '"]) {
      expect(decide(block(meta))).toHaveProperty('error');
    }
  });
});

describe('asModule', () => {
  it('leaves modules alone and turns scripts into modules', () => {
    expect(asModule("import x from 'x';")).toBe("import x from 'x';\n");
    expect(asModule('const a = 1;')).toBe('const a = 1;\nexport {};\n');
  });
});
