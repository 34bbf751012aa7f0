import { describe, expect, it, vi } from 'vitest';
import { DiagramSyntaxError, type DrawRequest } from '../browser';
import type { DrawToStore } from '../cache';
import remarkPrerenderedDiagrams, { diagramId } from '../remark';

const themes = { light: 'neutral', dark: 'dark' };
const flow = 'flowchart LR\n  A --> B';

const code = (lang: string | null, value: string, line = 3) => ({
  type: 'code',
  lang,
  value,
  position: { start: { line } },
});

const tree = () => ({
  type: 'root',
  children: [
    code('mermaid', flow),
    code('ts', 'const a = 1;'),
    // A diagram inside a list item (or tabs): found wherever it sits.
    { type: 'list', children: [{ type: 'listItem', children: [code('mermaid', 'graph TD\n x')] }] },
  ],
});

/** Answers a stand-in key that shows what was asked for. */
const drawing: DrawToStore = (request) => Promise.resolve(`${request.id}:${request.theme}`);

async function run(draw: DrawToStore, root = tree(), path = 'docs/page.mdx') {
  await remarkPrerenderedDiagrams({ themes, options: { flowchart: {} }, draw })(root, { path });
  return root;
}

describe('remarkPrerenderedDiagrams', () => {
  it("turns each mermaid block into <mermaid value light dark /> with both drawings' keys", async () => {
    const root = await run(drawing);
    expect(root.children[0]).toMatchObject({
      type: 'mdxJsxFlowElement',
      name: 'mermaid',
      attributes: [
        { type: 'mdxJsxAttribute', name: 'value', value: flow },
        { name: 'light', value: `${diagramId(flow, 'light')}:neutral` },
        { name: 'dark', value: `${diagramId(flow, 'dark')}:dark` },
      ],
      position: { start: { line: 3 } },
    });
    expect(root.children[1]).toEqual(code('ts', 'const a = 1;'));
    expect(root.children[2]).toMatchObject({
      children: [{ children: [{ type: 'mdxJsxFlowElement', name: 'mermaid' }] }],
    });
  });

  it('asks for each colour mode with its theme, the options and an id of its own', async () => {
    const requests: DrawRequest[] = [];
    await run((request) => {
      requests.push(request);
      return drawing(request);
    });
    expect(requests).toHaveLength(4);
    expect(requests.filter((request) => request.text === flow)).toEqual([
      { text: flow, theme: 'neutral', options: { flowchart: {} }, id: diagramId(flow, 'light') },
      { text: flow, theme: 'dark', options: { flowchart: {} }, id: diagramId(flow, 'dark') },
    ]);
  });

  it('leaves a block to the browser when it cannot be drawn here', async () => {
    const root = await run(() => Promise.resolve(null));
    expect(root.children[0]).toEqual(code('mermaid', flow));
  });

  it("names the file and line of a diagram Mermaid refuses, with Mermaid's message", async () => {
    const refuse: DrawToStore = () =>
      Promise.reject(new DiagramSyntaxError('Parse error on line 2'));
    await expect(run(refuse)).rejects.toThrow(
      'Mermaid cannot draw the diagram at docs/page.mdx:3: Parse error on line 2',
    );
  });

  it('lets other failures through as they are', async () => {
    const broken = new Error('browser crashed');
    await expect(run(() => Promise.reject(broken))).rejects.toBe(broken);
  });

  it('does not draw pages without diagrams', async () => {
    const draw = vi.fn(drawing);
    const root = { type: 'root', children: [code('bash', 'ls')] };
    await run(draw, root);
    expect(draw).not.toHaveBeenCalled();
  });
});

describe('diagramId', () => {
  it('is a CSS identifier, stable for a source and distinct per mode and source', () => {
    expect(diagramId(flow, 'light')).toMatch(/^diagram-[0-9a-f]{10}-light$/);
    expect(diagramId(flow, 'light')).toBe(diagramId(flow, 'light'));
    expect(diagramId(flow, 'dark')).toBe(diagramId(flow, 'light').replace(/light$/, 'dark'));
    expect(diagramId(flow, 'dark')).not.toBe(diagramId(flow, 'light'));
    expect(diagramId(`${flow}\n  B --> C`, 'light')).not.toBe(diagramId(flow, 'light'));
  });
});
