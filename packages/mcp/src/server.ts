import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { z } from 'zod';
import { findOperation, operationView, unknownOperation } from './api-operation';
import { registerDiagnoseStamp } from './diagnose-stamp';
import { currentVersion, PageDirectory } from './pages';
import type { DocsSite } from './site';
import { registerSimulatePolicy } from './simulate-policy';
import { ToolInputError } from './tool-error';

/**
 * The MCP server over a loaded site: six tools (simulate_policy and diagnose_stamp in their own
 * modules) and the llms.txt resource. One server object per stdio process or per HTTP request
 * (stateless); the site is shared.
 */

export const serverInfo = { name: 'docs', version: '0.0.0' } as const;

/** Bounds on arguments: a longer one is refused before any work (the engine reads 256). */
export const argumentLimits = {
  query: 500,
  path: 2048,
  name: 200,
  /** Array and object elements across all arguments (the SDK counts them). */
  elements: 50,
} as const;

/** Where the API reference is; get_api_operation links into it. */
const apiRoute = '/api';

const llmsUri = 'docs://llms.txt';

function json(value: Record<string, unknown>): CallToolResult {
  return {
    content: [{ type: 'text', text: JSON.stringify(value, null, 2) }],
    structuredContent: value,
  };
}

/** A bad argument as a tool error; anything else is rethrown (the SDK reports it as one too). */
async function answer(work: () => Promise<CallToolResult>): Promise<CallToolResult> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof ToolInputError) {
      return { content: [{ type: 'text', text: error.message }], isError: true };
    }
    throw error;
  }
}

function nonEmpty(argument: string, value: string): string {
  const trimmed = value.trim();
  if (trimmed === '') throw new ToolInputError(argument, 'must not be empty.');
  return trimmed;
}

export function createDocsServer(site: DocsSite): McpServer {
  const { pages } = site;
  const versions = pages.versions() as [string, ...string[]];
  const sections = pages.sections() as [string, ...string[]];
  const server = new McpServer(serverInfo, {
    maxToolInputElements: argumentLimits.elements,
    instructions:
      'Developer documentation of the platform, served from a local build. Use search_docs to find pages and API operations, get_page to read a page as Markdown, list_pages to browse by section, get_api_operation for the exact request and response of an API call, and diagnose_stamp to learn why a stamped request is refused.',
  });

  const sdkVersion = z
    .enum(versions)
    .optional()
    .describe(
      `Which SDK docs version to use: ${versions.join(', ')}. Defaults to "${currentVersion}", the SDKs as published today; a frozen version (such as 8.x) answers with that generation's SDK pages.`,
    );
  const section = z
    .enum(sections)
    .optional()
    .describe(
      'Only pages in this section of the site (as llms.txt groups them). A sidebar name such as "SDK Reference" also covers its subsections ("SDK Reference: Swift").',
    );

  const hitSchema = z.object({
    title: z.string(),
    heading: z.string().nullable(),
    path: z.string(),
    url: z.string(),
    section: z.string().nullable(),
    snippet: z.string(),
  });
  server.registerTool(
    'search_docs',
    {
      title: 'Search the docs',
      description:
        'Searches the developer documentation (guides, concepts, SDK pages and every API operation) with the ranking of the site\'s own search box. Returns the best hits first: page title, section heading, URL path and a text snippet. Pass a hit\'s path to get_page to read the page, or an operation name from an /api hit to get_api_operation. Short keyword queries work best: "create sub-organization", "passkey login", "ACTIVITY_TYPE_SIGN_TRANSACTION_V2", "createWallet".',
      inputSchema: {
        query: z
          .string()
          .max(argumentLimits.query, `query must be at most ${argumentLimits.query} characters`)
          .describe(
            'What to look for: words, an operation name, an activity type or an SDK method.',
          ),
        section,
        limit: z
          .number()
          .int('limit must be a whole number from 1 to 20')
          .min(1, 'limit must be a whole number from 1 to 20')
          .max(20, 'limit must be a whole number from 1 to 20')
          .optional()
          .describe('How many hits to return, 1 to 20; defaults to 5.'),
        sdk_version: sdkVersion,
      },
      outputSchema: { hits: z.array(hitSchema) },
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    (args) =>
      answer(async () => {
        const hits = await site.search.search({
          query: nonEmpty('query', args.query),
          limit: args.limit ?? 5,
          section: args.section,
          version: args.sdk_version ?? currentVersion,
        });
        return json({ hits });
      }),
  );

  server.registerTool(
    'get_page',
    {
      title: 'Read a docs page',
      description:
        'Returns one page of the documentation as Markdown (title, description, then the page). Takes a route such as "/concepts/wallets", a path from search_docs (an #anchor is ignored) or the page\'s full URL on the docs site. The API reference ("/api") is one very long page: prefer get_api_operation for a single call.',
      inputSchema: {
        path: z
          .string()
          .max(argumentLimits.path, `path must be at most ${argumentLimits.path} characters`)
          .describe('The page: a route ("/getting-started/quickstart") or a full URL of the site.'),
      },
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    (args) =>
      answer(async () => {
        const wanted = nonEmpty('path', args.path);
        const page = pages.find(wanted);
        if (!page) {
          const close = pages.suggestions(wanted);
          throw new ToolInputError(
            'path',
            `no page at "${wanted}".${close.length ? ` Close routes: ${close.join(', ')}.` : ''} list_pages lists every route; search_docs finds pages by topic.`,
          );
        }
        return { content: [{ type: 'text', text: await site.markdown(page.markdown) }] };
      }),
  );

  const pageSchema = z.object({
    path: z.string(),
    title: z.string(),
    description: z.string(),
    section: z.string(),
    url: z.string(),
  });
  server.registerTool(
    'list_pages',
    {
      title: 'List the docs pages',
      description:
        "Lists the pages of the documentation in site order, each with its route (for get_page), title, one-line description and section. Narrow it with section; sdk_version picks which SDK docs version's pages are listed.",
      inputSchema: { section, sdk_version: sdkVersion },
      outputSchema: { pages: z.array(pageSchema) },
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    (args) =>
      answer(async () => {
        const version = args.sdk_version ?? currentVersion;
        const listed = pages.pages
          .filter((page) => pages.inVersion(page, version))
          .filter(
            (page) => args.section === undefined || PageDirectory.inSection(page, args.section),
          )
          .map((page) => ({
            path: page.route,
            title: page.title,
            description: page.description,
            section: page.section,
            url: `${pages.siteRoot}${page.route}`,
          }));
        return json({ pages: listed });
      }),
  );

  server.registerTool(
    'get_api_operation',
    {
      title: 'Get an API operation',
      description:
        'Returns one call of the platform API: HTTP method and path, the activity type of its current intent version (submissions), every request and response field as a flat list with dotted paths, types, required marks and allowed values, an example request and response, and the SDK methods that send it (@turnkey/http TurnkeyClient and @turnkey/sdk-server). Accepts an operation name (create_wallet), an activity type (ACTIVITY_TYPE_CREATE_WALLET, older versions too), an SDK method (createWallet) or the path.',
      inputSchema: {
        name: z
          .string()
          .max(argumentLimits.name, `name must be at most ${argumentLimits.name} characters`)
          .describe('Operation name, activity type, SDK method name or path of the call.'),
      },
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    (args) =>
      answer(async () => {
        const name = nonEmpty('name', args.name);
        const operation = findOperation(site.model, name);
        if (!operation) {
          const known = new Set(site.model.operations.map((candidate) => candidate.name));
          throw unknownOperation(name, await site.search.operationNames(name, apiRoute, known));
        }
        return json({ ...operationView(site.model, operation, apiRoute) });
      }),
  );

  registerSimulatePolicy(server, site.model);
  registerDiagnoseStamp(server);

  server.registerResource(
    'llms.txt',
    llmsUri,
    {
      title: 'llms.txt: every page of the docs',
      description:
        'The llms.txt index of the documentation: every page with its Markdown URL and a one-line description, grouped by section.',
      mimeType: 'text/markdown',
    },
    async (uri) => ({
      contents: [{ uri: uri.href, mimeType: 'text/markdown', text: site.llmsTxt }],
    }),
  );

  return server;
}
