/**
 * The memo programs. Version 2 (`MemoSq4…`) requires every account it is given to sign, logs the
 * signers and the memo, and fails on bytes that are not UTF-8; version 1 (`Memo1Uh…`) checks only
 * the UTF-8 and logs nothing. Compute units are an approximation fitted to what the deployed
 * programs report under litesvm (they depend on length and signers in ways not modelled here).
 */
import { fail, InstructionFailure } from '../errors';
import type { InstructionContext } from '../invoke';

const utf8 = new TextDecoder('utf-8', { fatal: true });

/** Rust's `Utf8Error` display: where the valid prefix ends and how long the bad sequence is. */
function utf8Error(bytes: Uint8Array): string | undefined {
  try {
    utf8.decode(bytes);
    return undefined;
  } catch {
    let valid = 0;
    for (let end = bytes.length; end >= 0; end -= 1) {
      try {
        utf8.decode(bytes.subarray(0, end));
        valid = end;
        break;
      } catch {
        // shorter
      }
    }
    return `invalid utf-8 sequence of 1 bytes from index ${valid}`;
  }
}

export function runMemo(context: InstructionContext): void {
  const signers: string[] = [];
  if (context.accountCount > 0) context.msg('Signed by:');
  for (let index = 0; index < context.accountCount; index += 1) {
    const account = context.account(index);
    if (!account.signer) {
      context.consume(130);
      throw fail('MissingRequiredSignature');
    }
    context.msg(account.key);
    signers.push(account.key);
  }
  const bytes = context.data;
  context.msg(`Memo (len ${bytes.length})`);
  context.consume(232 + 134 * signers.length + 4 * bytes.length);
  const error = utf8Error(bytes);
  if (error) {
    throw new InstructionFailure('ProgramFailedToComplete', `${error}: [${[...bytes].join(', ')}]`);
  }
  context.msg(utf8.decode(bytes));
}

export function runMemoV1(context: InstructionContext): void {
  context.consume(260 + Math.ceil((10 * context.data.length) / 3));
  if (utf8Error(context.data)) throw fail('InvalidInstructionData');
}
