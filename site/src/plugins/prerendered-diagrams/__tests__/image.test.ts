import { describe, expect, it } from 'vitest';
import { drawingImage, drawingLabels, drawingSize, wellFormedSvg } from '../image';

const drawing =
  '<svg id="d" width="100%" xmlns="http://www.w3.org/2000/svg" viewBox="-50 -10 1867.5 667.4">' +
  '<style>#d{font-family:"trebuchet ms";}</style>' +
  '<g><text>Your app</text><text>Platform</text>' +
  '<foreignObject><div xmlns="http://www.w3.org/1999/xhtml"><span>Sign   the\n hash</span></div></foreignObject>' +
  '<text>1</text><text>Your app</text><text>"quoted" &amp; <b>bold</b></text></g></svg>';

describe('drawingLabels', () => {
  it('lists the labels once each, in order, without styles or sequence numbers', () => {
    expect(drawingLabels(drawing)).toEqual([
      'Your app',
      'Platform',
      'Sign the hash',
      '"quoted" &',
      'bold',
    ]);
  });

  it('finds nothing in a drawing without text', () => {
    expect(drawingLabels('<svg viewBox="0 0 1 1"><rect/></svg>')).toEqual([]);
  });
});

describe('drawingSize', () => {
  it('reads the size from the viewBox, rounded to whole pixels', () => {
    expect(drawingSize(drawing)).toEqual({ width: 1868, height: 667 });
    expect(drawingSize('<svg viewBox="0,0,10,20"></svg>')).toEqual({ width: 10, height: 20 });
  });

  it('answers null for a missing or broken viewBox', () => {
    expect(drawingSize('<svg width="10"></svg>')).toBeNull();
    expect(drawingSize('<svg viewBox="0 0 wide 0"></svg>')).toBeNull();
  });
});

describe('drawingImage', () => {
  it('is a lazy image with its size and its labels as the text alternative, escaped', () => {
    expect(drawingImage(drawing, '/assets/diagrams/k.svg')).toBe(
      '<img src="/assets/diagrams/k.svg" alt="Diagram: Your app; Platform; Sign the hash; ' +
        '&quot;quoted&quot; &amp;; bold" width="1868" height="667" loading="lazy" decoding="async">',
    );
  });

  it('still says it is a diagram when the drawing has no text or no size', () => {
    expect(drawingImage('<svg><rect/></svg>', '/d.svg')).toBe(
      '<img src="/d.svg" alt="Diagram" loading="lazy" decoding="async">',
    );
  });
});

describe('wellFormedSvg', () => {
  const mermaidOutput =
    '<svg id="d" viewBox="0 0 10 10" xmlns="http://www.w3.org/2000/svg"><style>#d{font-family:"a b"}</style>' +
    '<g><path d="M0 0"/><foreignObject><div xmlns="http://www.w3.org/1999/xhtml">' +
    '<span>one<br>two</span><div></div></div></foreignObject><text>a &amp; b</text></g></svg>';

  it('closes HTML void elements (<br />) and keeps names, attributes and empty elements as they were', () => {
    expect(wellFormedSvg(mermaidOutput)).toBe(
      '<svg id="d" viewBox="0 0 10 10" xmlns="http://www.w3.org/2000/svg"><style>#d{font-family:&quot;a b&quot;}</style>' +
        '<g><path d="M0 0"/><foreignObject><div xmlns="http://www.w3.org/1999/xhtml">' +
        '<span>one<br />two</span><div></div></div></foreignObject><text>a &amp; b</text></g></svg>',
    );
  });

  it('keeps the labels a reader sees', () => {
    expect(drawingLabels(wellFormedSvg(mermaidOutput))).toEqual(['one', 'two', 'a & b']);
  });
});
