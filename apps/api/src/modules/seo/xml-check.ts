// A small well-formedness check for the sitemap tests (no XML parser is a dependency): one root,
// every tag closed in order, and text with no bare & or <.

export function isWellFormedXml(xml: string): boolean {
  const body = xml.replace(/^<\?xml [^?]*\?>\s*/, '');
  const stack: string[] = [];
  let roots = 0;
  for (const token of body.split(/(<[^>]*>)/)) {
    if (token.startsWith('<')) {
      const closing = /^<\/([\w:-]+)>$/.exec(token);
      const opening = /^<([\w:-]+)(\s+[\w:-]+="[^"<&]*")*\s*(\/?)>$/.exec(token);
      if (closing) {
        if (stack.pop() !== closing[1]) return false;
      } else if (opening) {
        if (stack.length === 0) roots++;
        if (opening[3] !== '/') stack.push(opening[1] ?? '');
      } else return false;
    } else if (/<|&(?!(amp|lt|gt|quot|apos);)/.test(token)) return false;
    else if (stack.length === 0 && token.trim() !== '') return false;
  }
  return stack.length === 0 && roots === 1;
}
