/**
 * The `diagnose_stamp` tool: the Stamp Doctor of the sandbox (`@docs/sandbox/stamp-diagnosis`)
 * on a request an assistant has in hand. It runs here, offline, without an organization: it
 * checks everything a stamp carries, but not whether its key is registered anywhere.
 */
import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { diagnoseStamp, STAMP_VERDICT_NAMES } from '@docs/sandbox/stamp-diagnosis';
import { z } from 'zod';

/** The sandbox server's own body limit; a body longer than this was never sent to it. */
export const MAX_BODY_CHARACTERS = 1_000_000;
export const MAX_HEADER_CHARACTERS = 16_384;

const checkSchema = z.object({
  id: z.string(),
  label: z.string(),
  outcome: z.enum(['pass', 'fail', 'skip']),
  detail: z.string(),
});

export function registerDiagnoseStamp(server: McpServer): void {
  server.registerTool(
    'diagnose_stamp',
    {
      title: 'Diagnose a request stamp',
      description:
        'Says why a stamped request would be refused with 401 (or that its stamp is valid): give the raw request body exactly as sent and its headers (X-Stamp or X-Stamp-WebAuthn). Answers one verdict (not_base64url, signature_mismatch, body_reserialized, raw_signature, …) with an explanation and the fix, and every check that ran. It does not look keys up in an organization: a passkey stamp ends at needs_organization, and for key_not_in_organization use the sandbox endpoint POST /sandbox/v1/stamps/diagnose with organizationId.',
      inputSchema: {
        body: z
          .string()
          .max(MAX_BODY_CHARACTERS, `body must be at most ${MAX_BODY_CHARACTERS} characters`)
          .describe('The request body exactly as sent: the signed bytes, as text.'),
        headers: z
          .record(
            z.string(),
            z
              .string()
              .max(
                MAX_HEADER_CHARACTERS,
                `a header must be at most ${MAX_HEADER_CHARACTERS} characters`,
              ),
          )
          .describe('The request headers by name, at least the stamp header; names in any case.'),
      },
      outputSchema: {
        verdict: z.enum(STAMP_VERDICT_NAMES as [string, ...string[]]),
        title: z.string(),
        explanation: z.string(),
        fix: z.string(),
        checks: z.array(checkSchema),
      },
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    async (args): Promise<CallToolResult> => {
      const diagnosis = await diagnoseStamp({ body: args.body, headers: args.headers });
      const value = { ...diagnosis };
      return {
        content: [{ type: 'text', text: JSON.stringify(value, null, 2) }],
        structuredContent: value,
      };
    },
  );
}
