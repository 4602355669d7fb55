const ELLIPSIS = '...';

function assertMax(max: number): void {
  if (!Number.isSafeInteger(max) || max < 0) {
    throw new RangeError(`max must be a non-negative integer, got ${max}`);
  }
}

// Cutting between the halves of a surrogate pair (emoji, rare CJK) would leave a broken character.
function safeCutIndex(text: string, index: number): number {
  const code = text.charCodeAt(index - 1);
  return code >= 0xd800 && code <= 0xdbff ? index - 1 : index;
}

// Lengths are UTF-16 code units (String.length), matching how inputs' maxlength counts.
export function truncateChars(text: string, max: number): string {
  assertMax(max);
  if (text.length <= max) return text;
  return `${text.slice(0, safeCutIndex(text, max)).trimEnd()}${ELLIPSIS}`;
}

export function truncateWords(text: string, max: number): string {
  assertMax(max);
  if (text.length <= max) return text;
  // A space at index `max` still ends a word within the first `max` characters.
  for (let i = max; i > 0; i -= 1) {
    if (/\s/.test(text.charAt(i))) {
      const kept = text.slice(0, i).trimEnd();
      if (kept.length > 0) return `${kept}${ELLIPSIS}`;
    }
  }
  return truncateChars(text, max);
}
