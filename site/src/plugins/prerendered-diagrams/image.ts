// What a drawing becomes in the HTML: an <img> of its SVG file rather than the SVG inline. A
// drawing is hundreds of elements (two per diagram, one per colour mode) that the browser would
// parse, style and lay out on every load though only one mode shows; as an image it is one
// element, and the hidden mode's file is not even fetched (`loading="lazy"` skips images that
// are not displayed).
import { DomUtils, parseDocument } from 'htmlparser2';

/** Text of a drawing that is not a label a reader needs: styles, and sequence numbers. */
const notLabel = /^\d+$/;

/** The drawing's labels in document order, each once: its text alternative. */
export function drawingLabels(svg: string): string[] {
  const document = parseDocument(svg, { xmlMode: true });
  const labels: string[] = [];
  const visit = (node: ReturnType<typeof parseDocument>['children'][number]): void => {
    if (DomUtils.isText(node)) {
      const text = node.data.replace(/\s+/g, ' ').trim();
      if (text && !notLabel.test(text) && !labels.includes(text)) labels.push(text);
    } else if (DomUtils.isTag(node) && node.name !== 'style') node.children.forEach(visit);
  };
  document.children.forEach(visit);
  return labels;
}

/** The drawing's size in CSS pixels, from its viewBox; null if it has none. */
export function drawingSize(svg: string): { width: number; height: number } | null {
  const viewBox = /<svg\b[^>]*\sviewBox="([^"]+)"/.exec(svg)?.[1];
  const [, , width, height] = (viewBox ?? '')
    .trim()
    .split(/[\s,]+/)
    .map(Number);
  if (!width || !height || !Number.isFinite(width) || !Number.isFinite(height)) return null;
  return { width: Math.round(width), height: Math.round(height) };
}

/**
 * The drawing as well-formed XML, which an SVG file shown as an image must be: Mermaid writes its
 * labels' line breaks as HTML (`<br>`), which the HTML parser accepts inline but an image's XML
 * parser rejects (the image is then broken). Parsed as HTML and written back with void elements
 * closed (`<br/>`), the file reads the same in both parsers: as an image, and inline after
 * client-side navigation.
 */
export function wellFormedSvg(svg: string): string {
  const document = parseDocument(svg, {
    lowerCaseTags: false,
    lowerCaseAttributeNames: false,
    recognizeSelfClosing: true,
  });
  return DomUtils.getOuterHTML(document, { selfClosingTags: true, encodeEntities: 'utf8' });
}

const escapeAttribute = (value: string): string =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * The `<img>` that shows the drawing `svg`, served at `src`. Width and height reserve its room
 * before it loads (CSS scales it down to the column); the alternative text is its labels.
 */
export function drawingImage(svg: string, src: string): string {
  const labels = drawingLabels(svg);
  const alt = labels.length ? `Diagram: ${labels.join('; ')}` : 'Diagram';
  const size = drawingSize(svg);
  const dimensions = size ? ` width="${size.width}" height="${size.height}"` : '';
  return (
    `<img src="${escapeAttribute(src)}" alt="${escapeAttribute(alt)}"${dimensions}` +
    ` loading="lazy" decoding="async">`
  );
}
