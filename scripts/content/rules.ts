import { body, proseWords, readFrontmatter, withoutCode } from './mdx-source';

export interface Problem {
  line: number;
  message: string;
}

export const MIN_PROSE_WORDS = 300;

const PLACEHOLDER = /\b(TODO|TBD|lorem ipsum|coming soon)\b/i;

export function checkPage(source: string): Problem[] {
  const problems: Problem[] = [];
  const frontmatter = readFrontmatter(source);
  if (!frontmatter.description) {
    problems.push({ line: 1, message: 'frontmatter has no `description`' });
  }
  const words = proseWords(source);
  if (words < MIN_PROSE_WORDS) {
    problems.push({
      line: 1,
      message: `${words} words of prose; a page needs at least ${MIN_PROSE_WORDS} (code excluded)`,
    });
  }

  const { text, firstLine } = body(source);
  let previousLevel = 1;
  withoutCode(text)
    .split('\n')
    .forEach((line, index) => {
      const at = firstLine + index;
      const placeholder = PLACEHOLDER.exec(line);
      if (placeholder) {
        problems.push({ line: at, message: `placeholder text "${placeholder[0]}"` });
      }
      const heading = /^(#{1,6})\s/.exec(line);
      if (heading) {
        const level = heading[1]?.length ?? 1;
        if (level > previousLevel + 1) {
          problems.push({
            line: at,
            message: `heading level ${level} follows level ${previousLevel}: a level is skipped`,
          });
        }
        previousLevel = level;
      }
      if (/!\[\s*\]\(/.test(line) || /<img\b(?![^>]*\balt="[^"]+")[^>]*>/.test(line)) {
        problems.push({ line: at, message: 'image without alt text' });
      }
    });
  return problems;
}
