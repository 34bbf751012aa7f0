/**
 * Why a chain transaction failed, as the platform decodes it: the EVM revert chain (outermost
 * call first) or the Solana RPC failure. get_swap_status carries it; so does the transaction
 * sending area, which is why it sits in its own file.
 */
import * as z from 'zod';
import { int32, text, uint64 } from './fields';

const optionalText = (description: string, example?: string) =>
  text(description, example).optional();

export const UnknownRevertErrorSchema = z
  .object({
    selector: optionalText('The first 4 bytes of the revert data (hex), when present.'),
    data: optionalText('The whole revert data, hex.'),
  })
  .meta({ id: 'UnknownRevertError', description: 'A revert the platform could not decode.' });

export const NativeRevertErrorSchema = z
  .object({
    nativeType: optionalText(
      'Which built-in revert this was: `error_string`, `panic` or `execution_reverted`.',
    ),
    message: optionalText('The reason string of an `Error(string)` revert.'),
    panicCode: uint64('The code of a `Panic(uint256)` revert.', '17').optional(),
  })
  .meta({
    id: 'NativeRevertError',
    description: 'A revert raised by Solidity itself rather than by a custom error.',
  });

export const CustomRevertErrorSchema = z
  .object({
    errorName: optionalText('The custom error’s name from the contract ABI.'),
    paramsJson: optionalText('Its arguments, decoded, as a JSON object in a string.'),
  })
  .meta({ id: 'CustomRevertError', description: 'A revert with a custom error of the contract.' });

export const RevertChainEntrySchema = z
  .object({
    address: optionalText('The contract that reverted.'),
    errorType: optionalText(
      'Which of the three detail keys is set: `unknown`, `native` or `custom`.',
    ),
    displayMessage: optionalText('A one-line explanation for people.'),
    unknown: UnknownRevertErrorSchema.optional(),
    native: NativeRevertErrorSchema.optional(),
    custom: CustomRevertErrorSchema.optional(),
  })
  .meta({ id: 'RevertChainEntry', description: 'One reverting call in a chain of nested calls.' });

const revertChain = z
  .array(RevertChainEntrySchema)
  .optional()
  .meta({ description: 'The calls that reverted, outermost first.' });

export const SolanaFailureDetailsSchema = z
  .object({
    source: optionalText('The step that failed, e.g. simulation or preflight.'),
    rpcCode: int32('The RPC error code.', -32002).optional(),
    rpcMessage: optionalText('The RPC error message.'),
    transactionErrorJson: optionalText('The transaction error as the node returned it, as JSON.'),
    logs: z.array(z.string()).optional().meta({ description: 'Program log lines.' }),
    unitsConsumed: uint64('Compute units used before the failure.', '200000').optional(),
    innerInstructionsJson: optionalText('The inner instructions the node returned, as JSON.'),
  })
  .meta({
    id: 'SolanaFailureDetails',
    description: 'What a Solana node reported; each field only when the node gave it.',
  });

export const EthFailureDetailsSchema = z
  .object({ revertChain })
  .meta({ id: 'EthFailureDetails', description: 'What an EVM chain reported.' });

export const TxErrorSchema = z
  .object({
    message: optionalText('What went wrong, for people.'),
    revertChain,
    solana: SolanaFailureDetailsSchema.optional(),
    eth: EthFailureDetailsSchema.optional(),
  })
  .meta({ id: 'TxError', description: 'Why a chain transaction failed, as far as known.' });
export type TxError = z.infer<typeof TxErrorSchema>;
