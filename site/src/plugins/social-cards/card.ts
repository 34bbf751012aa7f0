/** Composes a social card as SVG text: brand, section title, tagline and the site's host. */

export interface CardContent {
  /** Shown at the top left beside the logo, e.g. `Turnkey Docs`. */
  brand: string;
  title: string;
  tagline: string;
  /** Shown at the bottom, e.g. `docs.turnkey.com`. */
  host: string;
  /** The logo as SVG text, drawn 72 px square; omitted when absent. */
  logoSvg?: string;
}

export interface CardLayout {
  width: number;
  height: number;
  fontFamily: string;
}

const escapeXml = (text: string): string =>
  text.replace(
    /[&<>"']/g,
    (char) =>
      ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[char] ?? char,
  );

/**
 * Greedy word wrap by character count (the card's fonts are proportional, so `maxChars` is
 * chosen for their average width). Words longer than a line are cut; text beyond `maxLines`
 * ends with an ellipsis.
 */
export function wrapText(text: string, maxChars: number, maxLines: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.trim().split(/\s+/).filter(Boolean)) {
    const pieces = word.match(new RegExp(`.{1,${maxChars}}`, 'gu')) ?? [];
    for (const piece of pieces) {
      if (line === '') line = piece;
      else if (line.length + 1 + piece.length <= maxChars) line += ` ${piece}`;
      else {
        lines.push(line);
        line = piece;
      }
    }
  }
  if (line !== '') lines.push(line);
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  const last = kept[maxLines - 1] ?? '';
  kept[maxLines - 1] = `${last.slice(0, Math.max(0, maxChars - 1)).trimEnd()}…`;
  return kept;
}

const dataUri = (svg: string): string =>
  `data:image/svg+xml;base64,${Buffer.from(svg, 'utf8').toString('base64')}`;

/** The card's SVG. Every piece of text is escaped; layout is fixed to the given size. */
export function composeCard(content: CardContent, layout: CardLayout): string {
  const { width, height, fontFamily } = layout;
  const margin = Math.round(width * 0.067);
  const titleSize = 76;
  const taglineSize = 36;
  // Average advance of the fonts (bold ~0.62 em, regular ~0.56 em): characters per line.
  const inner = width - 2 * margin;
  const titleLines = wrapText(content.title, Math.floor(inner / (titleSize * 0.62)), 2);
  const taglineLines = wrapText(content.tagline, Math.floor(inner / (taglineSize * 0.56)), 3);
  const titleTop = Math.round(height * 0.42);
  const tspans = (lines: string[], lineHeight: number) =>
    lines
      .map(
        (line, i) =>
          `<tspan x="${margin}" dy="${i === 0 ? 0 : lineHeight}">${escapeXml(line)}</tspan>`,
      )
      .join('');
  const taglineTop = titleTop + (titleLines.length - 1) * titleSize * 1.1 + taglineSize * 2;
  const logo = content.logoSvg
    ? `<image x="${margin}" y="${margin}" width="72" height="72" href="${dataUri(content.logoSvg)}"/>`
    : '';
  const brandX = content.logoSvg ? margin + 96 : margin;
  const font = escapeXml(fontFamily);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`,
    '<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">',
    '<stop offset="0" stop-color="#101634"/><stop offset="1" stop-color="#1f2c7a"/>',
    '</linearGradient></defs>',
    `<rect width="${width}" height="${height}" fill="url(#bg)"/>`,
    `<rect x="0" y="${height - 12}" width="${width}" height="12" fill="#3a4fd8"/>`,
    logo,
    `<text x="${brandX}" y="${margin + 50}" font-family="${font}" font-size="40" font-weight="700" fill="#ffffff">${escapeXml(content.brand)}</text>`,
    `<text x="${margin}" y="${titleTop}" font-family="${font}" font-size="${titleSize}" font-weight="700" fill="#ffffff">${tspans(titleLines, titleSize * 1.1)}</text>`,
    `<text x="${margin}" y="${taglineTop}" font-family="${font}" font-size="${taglineSize}" fill="#c9d1ff">${tspans(taglineLines, taglineSize * 1.35)}</text>`,
    `<text x="${margin}" y="${height - margin + 10}" font-family="${font}" font-size="30" fill="#8f9bd9">${escapeXml(content.host)}</text>`,
    '</svg>',
  ].join('');
}
