import { describe, expect, it } from 'vitest';
import { legacyMentions } from '../legacy-mentions';

const legacy = ['email_auth', 'recover_user'];

describe('legacyMentions', () => {
  it('reports a page that names a legacy operation without the note, at its first mention', () => {
    const page = [
      '# Title',
      '',
      'Intro.',
      '',
      'Call [email_auth](/api#email_auth) to log in.',
    ].join('\n');
    expect(legacyMentions(page, legacy)).toEqual([
      {
        line: 5,
        message:
          'names the legacy operation email_auth without <Legacy op="email_auth" />, which says what to use instead',
      },
    ]);
  });

  it('accepts the page once it carries the note', () => {
    const page = 'Call `email_auth`.\n\n<Legacy op="email_auth" />\n';
    expect(legacyMentions(page, legacy)).toEqual([]);
  });

  it('ignores code blocks, comments, longer names and the changelog', () => {
    const page = [
      '```ts',
      'await client.emailAuth(); // email_auth',
      '```',
      '{/* fact: email_auth, source: … */}',
      'The ACTIVITY_TYPE_EMAIL_AUTH_V3 type and the my_recover_user_helper name.',
    ].join('\n');
    expect(legacyMentions(page, legacy)).toEqual([]);
    expect(
      legacyMentions('Use `email_auth`.', legacy, 'site/docs/documentation/changelog.mdx'),
    ).toEqual([]);
  });

  it('needs one note per legacy operation named', () => {
    const page = 'Use `email_auth`, then `recover_user`.\n\n<Legacy op="email_auth" />\n';
    expect(legacyMentions(page, legacy).map((problem) => problem.message)).toEqual([
      'names the legacy operation recover_user without <Legacy op="recover_user" />, which says what to use instead',
    ]);
  });
});
