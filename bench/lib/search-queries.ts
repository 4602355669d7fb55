// Search-box queries as customers type them, made from the catalogue's own words so that few repeat:
// the keystrokes of a word (its prefixes), a word and the start of another from the same product name,
// a slip of one letter, Arabic ي and ك, and Persian typed with the keyboard left on English. A fixed
// list of terms measures the answer caches after its first second; these measure the search.
// (Supersedes lib/typed-queries.ts: the same mix, with brands and categories among the words, each
// kind also on its own, and keystrokes for the Arabic and English-keyboard kinds.)

export type SearchQueryKind = 'prefix' | 'two-words' | 'typo' | 'arabic' | 'latin';

/** Words (two Persian letters or more) and, per product name, its words in order. */
export type CatalogueWords = { words: string[]; names: string[][] };

/**
 * The Windows Persian layout the shop reads back (packages/domain/src/search-text.ts,
 * latinKeyboardToPersian), from the letter to the key typed: m is ئ and \ is پ there (ISIRI 9147
 * differs), Shift+C is ژ. آ is Shift+H, which the shop reads as ا: the same word to its search.
 */
// prettier-ignore
const keyOf: Readonly<Record<string, string>> = {
  ض: 'q', ص: 'w', ث: 'e', ق: 'r', ف: 't', غ: 'y', ع: 'u', ه: 'i', خ: 'o', ح: 'p', ج: '[', چ: ']', پ: '\\',
  ش: 'a', س: 's', ی: 'd', ب: 'f', ل: 'g', ا: 'h', ت: 'j', ن: 'k', م: 'l', ک: ';', گ: "'",
  ظ: 'z', ط: 'x', ز: 'c', ر: 'v', ذ: 'b', د: 'n', ئ: 'm', و: ',',
  ژ: 'C', آ: 'H',
};

/** The letters a slip puts in: Persian's 32. */
const letters = [...'ابپتثجچحخدذرزژسشصضطظعغفقکگلمنوهی'];

// Arabic-block letters Persian writes with (ء to ي without harakat, and پ چ ژ ک گ ی); digits excluded.
const persianWord = /^[\u0621-\u063a\u0641-\u064a\u067e\u0686\u0698\u06a9\u06af\u06cc]{2,}$/;

/**
 * A name's words as a customer would type them: split on spaces, the zero-width non-joiner dropped
 * (most type «کمچرب» or «کم چرب», few «کم‌چرب»), anything else than Persian letters (sizes, digits,
 * Latin) left out. Names keep their words' order for two-word queries.
 */
function wordsOf(text: string): string[] {
  return text
    .replaceAll('\u200c', '')
    .split(/[\s()\-/،,.]+/)
    .filter((word) => persianWord.test(word));
}

/**
 * The catalogue's words, read through the public API only (so either engine, any size): product
 * names from `pages` listing pages in two orders (cheapest and newest: different products at 100,000),
 * brand names and category names.
 */
export async function catalogueWords(url: string, pages = 40): Promise<CatalogueWords> {
  const names: string[][] = [];
  const get = async <T>(path: string): Promise<T> => {
    const response = await fetch(`${url}${path}`);
    if (!response.ok) throw new Error(`GET ${path}: ${response.status}`);
    return ((await response.json()) as { data: T }).data;
  };
  for (const sortby of [1, 4]) {
    for (let page = 1; page <= pages; page += 1) {
      const cards = await get<Array<{ name: string }>>(`/api/v1/search?page=${page}&sortby=${sortby}`);
      for (const card of cards) {
        const words = wordsOf(card.name);
        if (words.length > 0) names.push(words);
      }
      if (cards.length === 0) break;
    }
  }
  const brands = await get<Array<{ name: string }>>('/api/v1/brands');
  type Node = { name: string; children?: Node[] };
  const flatten = (nodes: Node[]): Node[] => nodes.flatMap((node) => [node, ...flatten(node.children ?? [])]);
  const categories = flatten(await get<Node[]>('/api/v1/categories'));
  // Brand and category names are what customers type as often as products' words; as names of their
  // own they also give two-word queries («شیر پاستوریزه», «دستمال کاغذی»).
  for (const { name } of [...brands, ...categories]) {
    const words = wordsOf(name);
    if (words.length > 0) names.push(words);
  }
  const words = [...new Set(names.flat())];
  if (words.length === 0) throw new Error('no Persian words in the catalogue');
  return { words, names };
}

/** Query makers, one per kind; each returns the text typed in the search box. */
export function queryMakers(catalogue: CatalogueWords): Record<SearchQueryKind, () => string> {
  const { words } = catalogue;
  const twoWordNames = catalogue.names.filter((name) => new Set(name).size >= 2);
  const longWords = words.filter((word) => word.length >= 4);
  const arabicWords = words.filter((word) => /[یک]/.test(word));
  const typableWords = words.filter((word) => [...word].every((letter) => letter in keyOf));
  for (const [kind, list] of [
    ['two-words', twoWordNames],
    ['typo', longWords],
    ['arabic', arabicWords],
    ['latin', typableWords],
  ] as const) {
    if (list.length === 0) throw new Error(`no catalogue words for ${kind} queries`);
  }
  return {
    // One keystroke of a word: its first two letters or more, the search box asks at every one.
    prefix: () => prefix(pick(words)),
    // A word, a space and the start of another word of the same name, in the name's order
    // («شیر میه…», «ماست کم…»): the second word's keystrokes.
    'two-words': () => {
      const name = pick(twoWordNames);
      const first = randomInt(name.length - 1);
      const second = first + 1 + randomInt(name.length - first - 1);
      return `${name[first]} ${prefix(name[second] as string)}`;
    },
    // A finished word with one slip: a letter changed, left out, added, or two neighbours swapped.
    typo: () => slip(pick(longWords)),
    // An Arabic keyboard's ي and ك, at any keystroke of a word from its first ی or ک on.
    arabic: () => {
      const word = pick(arabicWords);
      return prefix(word.replaceAll('ی', 'ي').replaceAll('ک', 'ك'), word.search(/[یک]/) + 1);
    },
    // The keyboard left on English: the keys of the Persian letters, at any keystroke.
    latin: () => prefix([...pick(typableWords)].map((letter) => keyOf[letter] ?? letter).join('')),
  };
}

/**
 * Suggestion paths from a weighted mix of kinds, e.g. `{ prefix: 0.5, 'two-words': 0.2, typo: 0.1,
 * arabic: 0.1, latin: 0.1 }` (weights need not add up to 1).
 */
export function suggestionPaths(
  makers: Record<SearchQueryKind, () => string>,
  weights: Partial<Record<SearchQueryKind, number>>,
): () => string {
  const kinds = Object.entries(weights) as Array<[SearchQueryKind, number]>;
  const total = kinds.reduce((sum, [, weight]) => sum + weight, 0);
  return () => {
    let roll = Math.random() * total;
    const kind = kinds.find(([, weight]) => (roll -= weight) < 0)?.[0] ?? kinds[0]?.[0] ?? 'prefix';
    return `/api/v1/search/suggest?q=${encodeURIComponent(makers[kind]())}&page=1`;
  };
}

/** The mix: half keystrokes of one word, a fifth two words, a tenth each of the rest. */
export const realTypingMix: Readonly<Record<SearchQueryKind, number>> = {
  prefix: 0.5,
  'two-words': 0.2,
  typo: 0.1,
  arabic: 0.1,
  latin: 0.1,
};

function randomInt(below: number): number {
  return Math.floor(Math.random() * below);
}

function pick<T>(list: readonly T[]): T {
  return list[randomInt(list.length)] as T;
}

/** The first two letters or more of a word (`least` or more), each length as likely. */
function prefix(word: string, least = 2): string {
  const from = Math.min(word.length, Math.max(2, least));
  return word.slice(0, from + randomInt(word.length - from + 1));
}

function slip(word: string): string {
  const at = randomInt(word.length);
  const other = (letter: string | undefined) => pick(letters.filter((candidate) => candidate !== letter));
  switch (randomInt(4)) {
    case 0:
      return word.slice(0, at) + other(word[at]) + word.slice(at + 1);
    case 1:
      return word.slice(0, at) + word.slice(at + 1);
    case 2:
      return word.slice(0, at) + pick(letters) + word.slice(at);
    default: {
      // Two different neighbours swapped (swapping «ss» would be no slip at all).
      const swaps = [...word.slice(0, -1)].flatMap((letter, index) =>
        letter === word[index + 1] ? [] : [index],
      );
      if (swaps.length === 0) return word.slice(0, at) + word.slice(at + 1);
      const swap = pick(swaps);
      return word.slice(0, swap) + word[swap + 1] + word[swap] + word.slice(swap + 2);
    }
  }
}
