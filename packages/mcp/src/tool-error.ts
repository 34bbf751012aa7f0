/**
 * A bad argument: the server answers it as a tool error (`isError`) whose message starts with
 * the argument's name, so the assistant knows what to change.
 */
export class ToolInputError extends Error {
  override name = 'ToolInputError';

  constructor(
    readonly argument: string,
    problem: string,
  ) {
    super(`${argument}: ${problem}`);
  }
}
