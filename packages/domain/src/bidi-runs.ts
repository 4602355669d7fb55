/**
 * Catalogue text is Persian with Latin islands: «شیر غنی‌شده با ویتامین D3 ۱ لیتری», «شامپو Head & Shoulders».
 * Drawn as one right-to-left paragraph, the bidi algorithm gives the Persian number after a Latin word
 * that word's direction (rule W7: «D3 ۱» becomes one left-to-right run), so the number is drawn before
 * the word. Each Latin island is therefore isolated on its own (decision 67): outside it the numbers see
 * the Persian around them and keep their place.
 *
 * A Latin island starts at a Latin letter (or ASCII digits glued to one, «3D») and runs over further
 * Latin words and ASCII numbers joined by spaces or «-.+&'/», so «Head & Shoulders» and «SPF 50» stay
 * whole; Persian digits and letters end it.
 */
const LATIN_ISLAND = /[0-9]*[A-Za-z][A-Za-z0-9]*(?:[ \-.+&'/]+[A-Za-z0-9]+)*/g;

export type BidiRun = { text: string; isLatin: boolean };

/** `text` cut into Persian stretches and Latin islands, in order; joined, they are `text` again. */
export function bidiRuns(text: string): BidiRun[] {
  const runs: BidiRun[] = [];
  let at = 0;
  for (const match of text.matchAll(LATIN_ISLAND)) {
    if (match.index > at) runs.push({ text: text.slice(at, match.index), isLatin: false });
    runs.push({ text: match[0], isLatin: true });
    at = match.index + match[0].length;
  }
  if (at < text.length) runs.push({ text: text.slice(at), isLatin: false });
  return runs;
}
