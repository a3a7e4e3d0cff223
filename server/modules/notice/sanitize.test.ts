import { describe, expect, it } from 'vitest';
import { noticeExcerpt, noticePlainText, sanitizeNoticeHtml } from './sanitize';

describe('noticePlainText', () => {
  it('separates headings, paragraphs and list items, so words never run together', () => {
    const html = sanitizeNoticeHtml(
      '<h3>Updated videos</h3><p>The commissioning lessons have <strong>new videos</strong> that show the latest app screens.</p><ul><li>Commissioning checklist</li><li>Firmware updates</li></ul>',
    );
    expect(noticePlainText(html)).toBe('Updated videos The commissioning lessons have new videos that show the latest app screens. Commissioning checklist Firmware updates');
  });

  it('separates line breaks, rules, quotes, code blocks and table cells', () => {
    expect(noticePlainText('<p>one<br />two</p><hr /><blockquote>three</blockquote><pre>four</pre>')).toBe('one two three four');
    expect(noticePlainText('<table><thead><tr><th>Model</th><th>Power</th></tr></thead><tbody><tr><td>A</td><td>5 kW</td></tr></tbody></table>')).toBe('Model Power A 5 kW');
    expect(noticePlainText('<div>a</div><div>b</div><h2>c</h2><h4>d</h4>')).toBe('a b c d');
  });

  it('keeps inline markup inside a word and drops it without a space', () => {
    expect(noticePlainText('<p>re<strong>new</strong>ed <a href="https://example.com" target="_blank" rel="noopener noreferrer">link</a>, <em>it</em><span>s</span></p>')).toBe('renewed link, its');
  });

  it('decodes entities once and collapses whitespace', () => {
    expect(noticePlainText('<p>  Older &amp; <b>wiser</b>&nbsp;&lt;3 &quot;x&quot; &amp;lt;</p>\n\n<p>next</p>')).toBe('Older & wiser <3 "x" &lt; next');
  });

  it('has nothing to say for a body of markup alone', () => {
    expect(noticePlainText('<p></p><ul><li> </li></ul><img src="https://example.com/a.png" alt="" />')).toBe('');
  });
});

describe('noticeExcerpt', () => {
  it('cuts a long text at 200 characters with an ellipsis', () => {
    const excerpt = noticeExcerpt(`<p>${'word '.repeat(60)}</p>`);
    expect(excerpt.length).toBeLessThanOrEqual(200);
    expect(excerpt.endsWith('…')).toBe(true);
    expect(noticeExcerpt('<p>short</p><p>text</p>')).toBe('short text');
  });
});
