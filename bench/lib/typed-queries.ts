// Search-box queries as customers type them, made from the catalogue's own words, so that nearly every
// one is new: the keystrokes of a word (its prefixes), two words, a slip of one letter, Arabic letters,
// and Persian typed on an English keyboard. No cache can answer them; they measure the search.

/** Windows Persian layout (packages/domain/src/search-text.ts), from the Persian letter to the key. */
const keyOf: Readonly<Record<string, string>> = {
  ض: 'q',
  ص: 'w',
  ث: 'e',
  ق: 'r',
  ف: 't',
  غ: 'y',
  ع: 'u',
  ه: 'i',
  خ: 'o',
  ح: 'p',
  ج: '[',
  چ: ']',
  پ: '\\',
  ش: 'a',
  س: 's',
  ی: 'd',
  ب: 'f',
  ل: 'g',
  ا: 'h',
  ت: 'j',
  ن: 'k',
  م: 'l',
  ک: ';',
  گ: "'",
  ظ: 'z',
  ط: 'x',
  ز: 'c',
  ر: 'v',
  ذ: 'b',
  د: 'n',
  ئ: 'm',
  و: ',',
};
const letters = [...'ابپتثجچحخدذرزژسشصضطظعغفقکگلمنوهی'];

/** Product names' words of two letters or more (Persian letters only), from the public listing. */
export async function catalogueWords(
  url: string,
  pages = 40,
): Promise<{ words: string[]; names: string[][] }> {
  const names: string[][] = [];
  for (const sortby of [1, 4]) {
    for (let page = 1; page <= pages; page += 1) {
      const response = await fetch(`${url}/api/v1/search?page=${page}&sortby=${sortby}`);
      const body = (await response.json()) as { data: Array<{ name: string }> };
      for (const card of body.data) {
        const words = card.name
          .replaceAll('\u200c', '')
          .split(/\s+/)
          .filter((word) => /^[\u0600-\u06ff]{2,}$/.test(word));
        if (words.length > 0) names.push(words);
      }
      if (body.data.length === 0) break;
    }
  }
  return { words: [...new Set(names.flat())], names };
}

/**
 * A generator of suggestion paths: 50% a prefix of a word (two letters or more), 20% a word and the
 * prefix of the next word of the same product name, 10% a word with one slip (a letter changed, left
 * out, added or two swapped), 10% with Arabic ي and ك, 10% typed on an English layout.
 * `distinct()` says how many different queries it made.
 */
export function typedQueries(catalogue: { words: string[]; names: string[][] }): {
  next: () => string;
  distinct: () => { made: number; distinct: number };
} {
  const seen = new Set<string>();
  let made = 0;
  const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)] as T;
  const prefix = (word: string) => word.slice(0, 2 + Math.floor(Math.random() * (word.length - 1)));
  const long = catalogue.words.filter((word) => word.length >= 4);
  const kinds: Array<[number, () => string]> = [
    [0.5, () => prefix(pick(catalogue.words))],
    [
      0.7,
      () => {
        const name = pick(catalogue.names.filter((words) => words.length >= 2));
        const at = Math.floor(Math.random() * (name.length - 1));
        return `${name[at]} ${prefix(name[at + 1] as string)}`;
      },
    ],
    [0.8, () => slip(pick(long))],
    [0.9, () => pick(catalogue.words).replaceAll('ی', 'ي').replaceAll('ک', 'ك')],
    [1, () => [...pick(catalogue.words)].map((letter) => keyOf[letter] ?? letter).join('')],
  ];
  return {
    next: () => {
      const roll = Math.random();
      const query = (kinds.find(([upTo]) => roll < upTo) ?? kinds[0])?.[1]() ?? '';
      made += 1;
      seen.add(query);
      return `/api/v1/search/suggest?q=${encodeURIComponent(query)}&page=1`;
    },
    distinct: () => ({ made, distinct: seen.size }),
  };

  function slip(word: string): string {
    const at = Math.floor(Math.random() * word.length);
    const letter = pick(letters);
    switch (Math.floor(Math.random() * 4)) {
      case 0:
        return word.slice(0, at) + letter + word.slice(at + 1);
      case 1:
        return word.slice(0, at) + word.slice(at + 1);
      case 2:
        return word.slice(0, at) + letter + word.slice(at);
      default:
        return at < word.length - 1
          ? word.slice(0, at) + (word[at + 1] ?? '') + (word[at] ?? '') + word.slice(at + 2)
          : word;
    }
  }
}
