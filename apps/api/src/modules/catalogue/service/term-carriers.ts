import type { TextMatch } from '../queries/text-search.ts';
import type { Expansion } from './other-words.ts';
import type { RankedSlots } from './ranked-slots.ts';
import type { PostingHeads } from './slot-word-ids.ts';

/**
 * The catalogue words carrying a query term: their ids, and their postings in pool order (and their
 * places in the sorted vocabulary).
 */
export type Carriers = {
  words: readonly string[];
  ids: readonly number[];
  lists: readonly RankedSlots[];
  places: readonly number[];
};

/**
 * The catalogue words starting with a term, as places in the sorted vocabulary (from `from` to
 * before `to`), and whether the term is one of them itself (then at `from`).
 */
export type StartRange = { from: number; to: number; whole: boolean };

/**
 * A query term's carriers are remembered until a word comes or goes; past this many terms (junk
 * typed at the box), they are all forgotten and found again, so the memory stays bounded.
 */
const rememberedTerms = 20_000;

/**
 * What follows from the index's set of words alone (ProductTextIndex): the words sorted, for
 * prefixes, and each term's carrying words, found once per set of words rather than per query. The
 * index makes a new one after a word comes or goes.
 */
export class TermCarriers {
  private readonly sorted: string[];
  /**
   * Each pair of neighbouring characters, and the words holding it (their places in `sorted`,
   * ascending): a word contains a term only if it holds every pair of the term, so a term's
   * carriers are looked for among the words of its rarest pair, not the whole vocabulary. With
   * the 700 words of the demo catalogue repeated a scan cost 8 µs a new term; a real shop of
   * 100,000 products has 15,000–30,000 words, and there it cost 150–300 µs (issue 22).
   */
  private readonly pairs: Map<string, Int32Array>;
  /** Each term asked for and its carriers: the words containing it, and those starting with it. */
  private readonly remembered = {
    contains: new Map<string, Carriers>(),
    starts: new Map<string, Carriers>(),
  };
  /**
   * Each sorted word's id and postings, looked up once per vocabulary rather than twice per carrier
   * of each new term (a two-letter term has hundreds).
   */
  private readonly idAt: Int32Array;
  private readonly listAt: readonly RankedSlots[];
  /** How many carry each word id, for a query word's size. */
  private readonly heads: Pick<PostingHeads, 'total'>;
  /**
   * Each word id's place in `sorted`: a product word starts with a term when its place is in the
   * term's StartRange, a comparison of numbers where testing the strings was most of ranking (issue 22).
   */
  readonly placeOf: Int32Array;

  constructor(
    words: Iterable<string>,
    idOf: (word: string) => number,
    postingsOf: (word: string) => RankedSlots,
    heads: Pick<PostingHeads, 'total'>,
  ) {
    this.sorted = [...words].sort();
    this.pairs = pairsOf(this.sorted);
    this.heads = heads;
    this.idAt = Int32Array.from(this.sorted, idOf);
    this.listAt = this.sorted.map(postingsOf);
    this.placeOf = new Int32Array(this.idAt.reduce((most, id) => Math.max(most, id + 1), 0)).fill(-1);
    this.idAt.forEach((id, place) => (this.placeOf[id] = place));
  }

  /** Where the words starting with `term` are in the sorted vocabulary. */
  startRange(term: string): StartRange {
    const from = lowerBound(this.sorted, term);
    // Every word starting with `term` sorts before `term` followed by the last UTF-16 unit.
    const to = lowerBound(this.sorted, `${term}\uffff`);
    return { from, to, whole: this.sorted[from] === term };
  }

  /** The catalogue's words that contain `term` (or start with it). */
  of(term: string, startsOnly: boolean): Carriers {
    // Two maps keyed by the term itself: a key made of a mark and the term was a new string to
    // hash on every keystroke.
    const remembered = startsOnly ? this.remembered.starts : this.remembered.contains;
    let carriers = remembered.get(term);
    if (!carriers) {
      if (remembered.size >= rememberedTerms) remembered.clear();
      const places = startsOnly ? this.placesStarting(term) : this.placesContaining(term);
      carriers = {
        words: places.map((place) => this.sorted[place] as string),
        ids: places.map((place) => this.idAt[place] as number),
        lists: places.map((place) => this.listAt[place] as RankedSlots),
        places,
      };
      remembered.set(term, carriers);
    }
    return carriers;
  }

  /** The catalogue words carrying any of a query word's terms, and how many products they hold. */
  expand(word: TextMatch['words'][number], startsOnly: boolean): Expansion {
    if (word.terms.length === 1) {
      // The carriers' own arrays (remembered per term), not copies: a short term has thousands.
      const { ids, lists } = this.of(word.terms[0] as string, startsOnly);
      return { word, ids, lists, size: this.heads.total(ids) };
    }
    const ids: number[] = [];
    const lists: RankedSlots[] = [];
    for (const term of word.terms) {
      const carriers = this.of(term, startsOnly);
      ids.push(...carriers.ids);
      lists.push(...carriers.lists);
    }
    return { word, ids, lists, size: this.heads.total(ids) };
  }

  /** The places in `sorted` of the words that start with `term`. */
  private placesStarting(term: string): number[] {
    const { from, to } = this.startRange(term);
    return Array.from({ length: to - from }, (_, at) => from + at);
  }

  /** The places in `sorted` of the words that contain `term`, in order. */
  private placesContaining(term: string): number[] {
    const found: number[] = [];
    // A one-letter term has no pair: every word is looked at (32 such terms, each remembered).
    if (term.length < 2) {
      this.sorted.forEach((word, place) => {
        if (word.includes(term)) found.push(place);
      });
      return found;
    }
    let rarest: Int32Array | undefined;
    for (let pair = 0; pair + 2 <= term.length; pair += 1) {
      const list = this.pairs.get(term.slice(pair, pair + 2));
      if (!list) return [];
      if (!rarest || list.length < rarest.length) rarest = list;
    }
    // A word containing the term contains the term less its last letter, and less its first: when
    // either was asked before (a customer types on), its carriers are fewer to test than the pair's.
    let candidates: ArrayLike<number> = rarest as Int32Array;
    for (const shorter of [term.slice(0, -1), term.slice(1)]) {
      const carriers = this.remembered.contains.get(shorter);
      if (carriers && carriers.places.length < candidates.length) candidates = carriers.places;
    }
    for (let at = 0; at < candidates.length; at += 1) {
      const place = candidates[at] as number;
      if ((this.sorted[place] as string).includes(term)) found.push(place);
    }
    return found;
  }
}

/** Each pair of neighbouring characters in `sorted`'s words, and the places of the words holding it. */
function pairsOf(sorted: readonly string[]): Map<string, Int32Array> {
  const lists = new Map<string, number[]>();
  sorted.forEach((word, at) => {
    for (let pair = 0; pair + 2 <= word.length; pair += 1) {
      const key = word.slice(pair, pair + 2);
      let list = lists.get(key);
      if (!list) {
        list = [];
        lists.set(key, list);
      }
      // A word holding a pair twice is listed once.
      if (list[list.length - 1] !== at) list.push(at);
    }
  });
  return new Map([...lists].map(([key, list]) => [key, Int32Array.from(list)]));
}

/** The first index of `sorted` whose word is not before `term`. */
function lowerBound(sorted: readonly string[], term: string): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((sorted[middle] as string) < term) low = middle + 1;
    else high = middle;
  }
  return low;
}
