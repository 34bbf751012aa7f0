import { describe, expect, it } from 'vitest';
import { escapeHtml, highlight, snippet } from '../highlight';
import { decodeEntities, highlightSegments } from '../segments';

const tags = { pre: '<mark>', post: '</mark>' };
const isMatch = (word: string) => /^(passkey|TabItem)$/i.test(word);

describe('highlight', () => {
  it('escapes the text and marks matched words only', () => {
    expect(highlight('A <b>passkey</b> & "key"', isMatch, tags)).toEqual({
      value: 'A &lt;b&gt;<mark>passkey</mark>&lt;/b&gt; &amp; &quot;key&quot;',
      matchedWords: ['passkey'],
    });
  });

  it('keeps markup in the text as text: nothing in the value but the marks is a tag', () => {
    const { value } = highlight('<img src=x onerror="alert(1)"> TabItem', isMatch, tags);
    expect(value.replace(/<\/?mark>/g, '')).not.toMatch(/[<>"]/);
  });

  it('cuts long text to the window with the most matches, with ellipses', () => {
    const text =
      'one two three four five six seven eight nine ten eleven twelve passkey thirteen fourteen ' +
      'fifteen sixteen seventeen eighteen nineteen twenty';
    expect(snippet(text, 5, isMatch, tags, '…').value).toBe(
      '…twelve <mark>passkey</mark> thirteen fourteen fifteen…',
    );
    expect(snippet('short passkey text', 10, isMatch, tags, '…').value).toBe(
      'short <mark>passkey</mark> text',
    );
  });

  it('starts at the beginning when nothing matched', () => {
    expect(snippet('a b c d e f', 3, () => false, tags, '…').value).toBe('a b c…');
  });
});

describe('highlightSegments', () => {
  it('splits a highlighted value into text and matches, decoding entities', () => {
    expect(highlightSegments('&lt;b&gt; <mark>pass&amp;key</mark> end')).toEqual([
      { text: '<b> ', match: false },
      { text: 'pass&key', match: true },
      { text: ' end', match: false },
    ]);
  });

  it('round-trips escapeHtml', () => {
    const text = `<script>alert("x")</script> & 'y'`;
    expect(decodeEntities(escapeHtml(text))).toBe(text);
    expect(decodeEntities('&#x41;&#66;&bogus;&#0;')).toBe('AB&bogus;&#0;');
  });
});
