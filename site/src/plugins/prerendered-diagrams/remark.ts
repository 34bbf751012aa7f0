// A remark plugin for the docs: each ```mermaid block is drawn at build time, once per colour
// mode, and becomes `<mermaid value light dark />` naming the two drawings by key. The page's
// JavaScript holds only the keys; the plugin's postBuild puts the drawings into the HTML (and
// beside it, for client-side navigation): see src/theme/Mermaid and docs/architecture.md.
// A block that cannot be drawn here (no browser) is left for Docusaurus' own Mermaid plugin,
// which draws it in the reader's browser. A diagram Mermaid refuses fails the build.
import { createHash } from 'node:crypto';
import { DiagramSyntaxError } from './browser';
import type { DrawToStore } from './cache';

interface Node {
  type: string;
  lang?: string | null;
  value?: string;
  children?: Node[];
  position?: { start: { line: number } };
  [key: string]: unknown;
}

interface VFileLike {
  path?: string;
}

export interface PrerenderOptions {
  /** Mermaid themes for the light and dark colour modes (`themeConfig.mermaid.theme`). */
  themes: { light: string; dark: string };
  /** `themeConfig.mermaid.options`. */
  options?: Record<string, unknown>;
  draw: DrawToStore;
}

interface Found {
  parent: Node;
  index: number;
  node: Node & { value: string };
}

function mermaidBlocks(parent: Node, found: Found[] = []): Found[] {
  parent.children?.forEach((node, index) => {
    if (node.type === 'code' && node.lang === 'mermaid' && typeof node.value === 'string') {
      found.push({ parent, index, node: node as Found['node'] });
    } else {
      mermaidBlocks(node, found);
    }
  });
  return found;
}

/** An id for the SVG of `text` drawn for `mode`: a valid CSS identifier, stable across builds. */
export function diagramId(text: string, mode: 'light' | 'dark'): string {
  return `diagram-${createHash('sha256').update(text).digest('hex').slice(0, 10)}-${mode}`;
}

function attribute(name: string, value: string) {
  return { type: 'mdxJsxAttribute', name, value };
}

export default function remarkPrerenderedDiagrams({
  themes,
  options = {},
  draw,
}: PrerenderOptions) {
  return async (tree: Node, file: VFileLike): Promise<void> => {
    await Promise.all(
      mermaidBlocks(tree).map(async ({ parent, index, node }) => {
        const drawFor = (mode: 'light' | 'dark') =>
          draw({ text: node.value, theme: themes[mode], options, id: diagramId(node.value, mode) });
        let drawings: (string | null)[];
        try {
          drawings = await Promise.all([drawFor('light'), drawFor('dark')]);
        } catch (error) {
          if (!(error instanceof DiagramSyntaxError)) throw error;
          const where = `${file.path ?? 'a page'}:${node.position?.start.line ?? '?'}`;
          throw new Error(`Mermaid cannot draw the diagram at ${where}: ${error.message}`, {
            cause: error,
          });
        }
        const [light, dark] = drawings;
        if (light == null || dark == null) return;
        const children = parent.children as Node[];
        children[index] = {
          type: 'mdxJsxFlowElement',
          name: 'mermaid',
          attributes: [
            attribute('value', node.value),
            attribute('light', light),
            attribute('dark', dark),
          ],
          children: [],
          position: node.position,
        };
      }),
    );
  };
}
