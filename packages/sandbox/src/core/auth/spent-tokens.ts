/**
 * A verification token is good for one use: spending it records its id, and a second spend in
 * any later transaction fails. Call inside the transaction that acts on the token.
 */
import type { WriteTransaction } from '../../storage/types';
import type { HandlerContext } from '../contract';
import { precondition } from '../errors';

export async function spendVerificationToken(
  tx: WriteTransaction,
  context: Pick<HandlerContext, 'organizationId' | 'timestamp'>,
  tokenId: string,
): Promise<void> {
  if (await tx.get('spentToken', tokenId)) {
    throw precondition(
      'verificationToken: this token has already been used',
      'VERIFICATION_TOKEN_USED',
    );
  }
  await tx.insert('spentToken', {
    id: tokenId,
    organizationId: context.organizationId,
    data: { tokenId, organizationId: context.organizationId, spentAt: context.timestamp() },
  });
}
