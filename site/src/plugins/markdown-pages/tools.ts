/**
 * The Markdown copies of the tool pages' components: the tool itself runs only in the browser,
 * so its copy says where; a table of data becomes the same table.
 */
import type { Paragraph, Table } from 'mdast';
import { STAMP_VERDICTS, STAMP_VERDICT_NAMES } from '@docs/sandbox/stamp-diagnosis/verdicts';

export function stampDoctorMarkdown(): Paragraph {
  return {
    type: 'paragraph',
    children: [
      {
        type: 'text',
        value:
          'The Stamp Doctor runs in the browser on this page of the site, or as POST /sandbox/v1/stamps/diagnose on the local sandbox and as the diagnose_stamp tool of the MCP server.',
      },
    ],
  };
}

export function webhookLabMarkdown(): Paragraph {
  return {
    type: 'paragraph',
    children: [
      {
        type: 'text',
        value:
          'The Webhook Lab runs in the browser on this page of the site. On a local sandbox, read the same delivery log at GET /sandbox/v1/webhooks/deliveries, send a test event with POST /sandbox/v1/webhooks/trigger and replay with POST /sandbox/v1/webhooks/deliveries/{deliveryId}/replay.',
      },
    ],
  };
}

export function verdictTableMarkdown(): Table {
  const cell = (value: string, code = false) => ({
    type: 'tableCell' as const,
    children: [code ? { type: 'inlineCode' as const, value } : { type: 'text' as const, value }],
  });
  return {
    type: 'table',
    children: [
      { type: 'tableRow', children: [cell('Verdict'), cell('What it means')] },
      ...STAMP_VERDICT_NAMES.map((name) => ({
        type: 'tableRow' as const,
        children: [cell(name, true), cell(STAMP_VERDICTS[name].explanation)],
      })),
    ],
  };
}
