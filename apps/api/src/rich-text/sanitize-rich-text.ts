import sanitizeHtml from 'sanitize-html';

/**
 * The one allow-list for HTML that the shop stores and shows (issue 16): product notes today,
 * content pages, landing blocks and order notes next. Staff write it, customers read it as part of
 * our pages, so a tag or attribute not listed here is dropped, and links may only go to http(s),
 * mail and phone addresses. Every write of such HTML goes through it, and every answer that carries
 * it runs it again: a row written before the rule, or by hand, is still shown safe.
 */
const options: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'hr',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'small',
    'sub',
    'sup',
    'mark',
    'span',
    'h2',
    'h3',
    'h4',
    'ul',
    'ol',
    'li',
    'blockquote',
    'a',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'caption',
  ],
  allowedAttributes: {
    // rel and target are set by the transform below, whatever the author wrote.
    a: ['href', 'title', 'rel', 'target'],
    th: ['colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
    '*': ['dir'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  // Script and style bodies are dropped with their tags, not kept as text.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'template'],
  transformTags: {
    // A link in a note opens the other site without handing it our page or the visitor's referrer.
    a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer nofollow', target: '_blank' }),
  },
};

export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, options);
}
