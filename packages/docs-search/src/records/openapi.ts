import type { ApiModel } from '@docs/platform-api/model';
import { emptyHierarchy, type SearchRecord } from '../record';
import { cleanText } from './html';

/**
 * One search record per operation of the API model: its name, summary, tag, method and path,
 * description, and the activity type a submission creates (`ACTIVITY_TYPE_SIGN_TRANSACTION_V2`),
 * linked to `<apiRoute>#<name>`.
 */

export interface OperationRecordContext {
  /** Route of the API reference page, e.g. `/api`. */
  apiRoute: string;
  /** lvl0 and lvl1 of that page, so its operations group with it. */
  section: string;
  pageTitle: string;
}

/** Markdown of an operation's description as plain text. */
function plainText(markdown: string): string {
  return cleanText(
    markdown
      .replace(/\[([^\]]+)\]\([^)]*\)/g, '$1')
      .replace(/[`*_]{1,2}([^`*_]+)[`*_]{1,2}/g, '$1'),
  );
}

/** Records of every operation, in the model's order. Every API call is a POST. */
export function extractOperationRecords(
  model: Pick<ApiModel, 'operations'>,
  context: OperationRecordContext,
): SearchRecord[] {
  return model.operations.map((operation) => ({
    objectID: `${context.apiRoute}#${operation.name}`,
    url: `${context.apiRoute}#${operation.name}`,
    type: 'lvl3',
    hierarchy: {
      ...emptyHierarchy(),
      lvl0: context.section,
      lvl1: context.pageTitle,
      lvl2: operation.tag,
      lvl3: operation.name,
    },
    content: [
      operation.summary && `${operation.summary}.`,
      `POST ${operation.path}.`,
      operation.description && plainText(operation.description),
    ]
      .filter(Boolean)
      .join(' '),
    code: [operation.name, operation.activityType].filter(Boolean).join(' '),
    // A submission's activity type is its second name: typed in full, it should find the
    // operation before the guides that mention it in passing, however many of them there are.
    description: operation.activityType ?? null,
    language: 'en',
    docusaurus_tag: 'default',
  }));
}
