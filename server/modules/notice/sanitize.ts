import sanitizeHtml from 'sanitize-html';

/**
 * What an admin's rich text may keep: text formatting, lists, tables, links and images over http(s)
 * (or mailto/tel for links). Scripts, styles, event handlers, frames, forms and every other URL scheme go.
 */
const noticePolicy: sanitizeHtml.IOptions = {
  allowedTags: ['h2', 'h3', 'h4', 'p', 'br', 'hr', 'strong', 'b', 'em', 'i', 'u', 's', 'blockquote', 'ul', 'ol', 'li', 'a', 'img', 'table', 'thead', 'tbody', 'tr', 'th', 'td', 'code', 'pre', 'span'],
  allowedAttributes: { a: ['href', 'title', 'target', 'rel'], img: ['src', 'alt', 'width', 'height'], th: ['scope'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // A link leaves the portal in a new tab without handing it the opener.
  transformTags: { a: sanitizeHtml.simpleTransform('a', { target: '_blank', rel: 'noopener noreferrer' }) },
};

export const sanitizeNoticeHtml = (html: string): string => sanitizeHtml(html, noticePolicy).trim();

const excerptLength = 200;

/** Tags whose edges separate words when a reader sees them (blocks, line breaks, table cells); inline ones (b, a, span) do not. */
const wordBoundaryTags = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'p', 'div', 'br', 'hr', 'blockquote', 'pre', 'ul', 'ol', 'li', 'table', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td'];

/** The text of sanitised HTML without markup, a space where a block, line break or cell ends (so "<h3>A</h3><p>B</p>" reads "A B"). */
export const noticePlainText = (html: string): string =>
  // sanitize-html keeps the boundary tags bare (no attribute, so no ">" inside one) and drops the rest; each left becomes a space.
  sanitizeHtml(html, { allowedTags: wordBoundaryTags, allowedAttributes: {} })
    .replace(/<[^>]*>/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();

/** The start of the text without markup, for the list. */
export const noticeExcerpt = (html: string): string => {
  const text = noticePlainText(html);
  return text.length > excerptLength ? `${text.slice(0, excerptLength - 1).trimEnd()}…` : text;
};
