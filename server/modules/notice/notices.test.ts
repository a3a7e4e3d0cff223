import { Window } from 'happy-dom';
import { describe, expect, it } from 'vitest';
import { noticePaths, type NoticeDetail, type NoticeListResult } from '../../../src/contract/notice';
import { ok } from '../../test/courseTestKit';
import { databasesUnderTest } from '../../test/databases';
import { useTestContext } from '../../test/testApp';

/** Known XSS vectors (script tags, handlers, URL schemes, entity tricks, mutation XSS, broken markup). */
const xssPayloads = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=//evil.example/x.js></SCRIPT>',
  '"><script>alert(1)</script>',
  '<scr<script>ipt>alert(1)</scr</script>ipt>',
  '<img src=x onerror=alert(1)>',
  '<IMG SRC="javascript:alert(1);">',
  '<IMG SRC=&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;&#97;&#108;&#101;&#114;&#116;&#40;&#49;&#41;>',
  '<img src="jav\tascript:alert(1)">',
  '<img """><script>alert(1)</script>">',
  '<svg onload=alert(1)>',
  '<svg><script>alert(1)</script></svg>',
  '<body onload=alert(1)>',
  '<a href="javascript:alert(1)">x</a>',
  '<a href="JaVaScRiPt:alert(1)">x</a>',
  '<a href="&#106;avascript:alert(1)">x</a>',
  '<a href=" javascript:alert(1)">x</a>',
  '<a href="vbscript:msgbox(1)">x</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  '<a href="//evil.example">x</a>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="javascript:alert(1)">',
  '<form action="javascript:alert(1)"><input type="submit"></form>',
  '<button formaction="javascript:alert(1)">x</button>',
  '<details open ontoggle=alert(1)>',
  '<video><source onerror=alert(1)></video>',
  '<audio src=x onerror=alert(1)>',
  '<div style="background:url(javascript:alert(1))">x</div>',
  '<p style="behavior:url(x.htc)">x</p>',
  '<style>@import "javascript:alert(1)";</style>',
  '<link rel="stylesheet" href="javascript:alert(1)">',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<base href="javascript:/">',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<template><script>alert(1)</script></template>',
  '<textarea><script>alert(1)</script></textarea>',
  '<isindex type=image src=1 onerror=alert(1)>',
  '<marquee onstart=alert(1)>x</marquee>',
  '<table background="javascript:alert(1)"><tr><td>x</td></tr></table>',
  '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">',
  '<!--<img src="--><img src=x onerror=alert(1)//">',
  '<a href="java&#x09;script:alert(1)">x</a>',
];

const dangerousTags = ['script', 'iframe', 'object', 'embed', 'style', 'link', 'meta', 'base', 'form', 'input', 'button', 'svg', 'math', 'template', 'textarea', 'noscript', 'video', 'audio', 'source'];

/** Every way the stored HTML could run code once a browser parses it. */
const unsafeParts = (html: string): string[] => {
  const window = new Window();
  const container = window.document.createElement('div');
  container.innerHTML = html;
  const found: string[] = [];
  for (const element of [...container.querySelectorAll('*')]) {
    const tag = element.tagName.toLowerCase();
    if (dangerousTags.includes(tag)) found.push(`<${tag}>`);
    for (const attribute of [...element.attributes]) {
      const name = attribute.name.toLowerCase();
      if (name.startsWith('on') || name === 'style' || name === 'srcdoc' || name === 'formaction' || name === 'background') found.push(`${tag}[${name}]`);
      if (name === 'href' || name === 'src') {
        // Browsers drop whitespace and control characters inside a URL scheme.
        // eslint-disable-next-line no-control-regex -- those characters are the trick being checked
        const url = (attribute.value ?? '').replace(/[\s\u0000-\u001f]/g, '').toLowerCase();
        if (!/^(https?:|mailto:|tel:|\/[^/]|[a-z0-9#?.])/.test(url) || url.startsWith('//')) found.push(`${tag}[${name}=${url}]`);
      }
    }
  }
  void window.happyDOM.close();
  return found;
};

describe.each(databasesUnderTest())('notices on $name', ({ kind }) => {
  const ctx = useTestContext(kind);

  const create = async (bodyHtml: string, title = 'Notice') => {
    const admin = await ctx().signedInUser({ role: 'admin' });
    return ctx().api<NoticeDetail>('POST', noticePaths.create, { token: admin.token, body: { title, bodyHtml } });
  };

  it(`stores none of ${xssPayloads.length} known XSS payloads in a form that runs`, { timeout: 120_000 }, async () => {
    const admin = await ctx().signedInUser({ role: 'admin' });
    const reader = await ctx().signedInUser();
    for (const payload of xssPayloads) {
      const answer = await ctx().api<NoticeDetail>('POST', noticePaths.create, { token: admin.token, body: { title: 'XSS', bodyHtml: `<p>Before</p>${payload}<p>After</p>` } });
      expect(answer.body.code, payload).toBe(200);
      const stored = ok(await ctx().api<NoticeDetail>('GET', noticePaths.detail, { token: reader.token, query: { noticeId: answer.body.result.noticeId } }));
      expect(unsafeParts(stored.bodyHtml), `${payload} → ${stored.bodyHtml}`).toEqual([]);
      expect(stored.bodyHtml.toLowerCase()).not.toContain('<script');
      expect(stored.bodyHtml).toContain('<p>Before</p>');
    }
  });

  it('keeps formatting, lists and safe links (opening in a new tab without the opener)', async () => {
    const notice = ok(await create('<h3>Title</h3><p><strong>bold</strong> <em>it</em></p><ul><li>one</li></ul><a href="https://example.com/doc">doc</a>'));
    expect(notice.bodyHtml).toBe('<h3>Title</h3><p><strong>bold</strong> <em>it</em></p><ul><li>one</li></ul><a href="https://example.com/doc" target="_blank" rel="noopener noreferrer">doc</a>');
  });

  it('refuses a body with nothing left after sanitising, and a learner who is not an admin', async () => {
    const empty = await create('<script>alert(1)</script>');
    expect(empty.body.code).toBe(40000);
    expect(empty.body.message).toBe('The notice has no text left once unsafe content is removed.');
    const learner = await ctx().signedInUser();
    const refused = await ctx().api('POST', noticePaths.create, { token: learner.token, body: { title: 'x', bodyHtml: '<p>x</p>' } });
    expect(refused.body.code).toBe(40003);
    expect((await create('<p>x</p>', '')).body.code).toBe(40000);
  });

  it('lists newest first with a plain-text excerpt; an unknown id is not found', async () => {
    ctx().clock.advance(60_000);
    ok(await create('<p>Older &amp; <b>wiser</b></p>', 'Older'));
    ctx().clock.advance(60_000);
    ok(await create('<h3>Newer</h3><p>First line<br>second line</p><ul><li>one</li><li>two</li></ul>', 'Newer'));
    const reader = await ctx().signedInUser();
    const page = ok(await ctx().api<NoticeListResult>('GET', noticePaths.list, { token: reader.token, query: { page: '1', pageSize: '2' } }));
    expect(page.list.map((notice) => notice.title)).toEqual(['Newer', 'Older']);
    expect(page.list[1]?.excerpt).toBe('Older & wiser');
    // Headings, paragraphs, line breaks and list items end words; the excerpt never runs them together.
    expect(page.list[0]?.excerpt).toBe('Newer First line second line one two');
    expect(page.total).toBeGreaterThanOrEqual(2);
    expect((await ctx().api('GET', noticePaths.detail, { token: reader.token, query: { noticeId: '00000000-0000-4000-8000-000000000000' } })).body.code).toBe(40004);
    expect((await ctx().api('GET', noticePaths.detail, { token: reader.token, query: { noticeId: 'nope' } })).body.code).toBe(40004);
  });

  it('says a notice published without a language is in English, to a reader of Spanish too, in the list and the detail', async () => {
    const notice = ok(await create('<p>Holiday hours</p>', 'Holidays'));
    expect(notice.language).toBe('en');
    const reader = await ctx().signedInUser();
    for (const lang of ['es', 'en']) {
      const page = ok(await ctx().api<NoticeListResult>('GET', noticePaths.list, { token: reader.token, headers: { lang } }));
      expect(page.list.find((item) => item.noticeId === notice.noticeId)?.language, lang).toBe('en');
      const detail = ok(await ctx().api<NoticeDetail>('GET', noticePaths.detail, { token: reader.token, headers: { lang }, query: { noticeId: notice.noticeId } }));
      expect(detail).toMatchObject({ title: 'Holidays', language: 'en' });
    }
  });
});
