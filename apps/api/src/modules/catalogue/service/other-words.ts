import type { TextMatch } from '../queries/text-search.ts';
import type { RankedSlots } from './ranked-slots.ts';
import type { SlotWordIds } from './slot-word-ids.ts';

// How ProductTextIndex tests a candidate (a product carrying the query's rarest word) on the query's
// other words: by the product's word ids, then by marks on the products carrying them once that is
// cheaper (issue 22); or the way before, kept as the reference the tests hold it to.

/** A query word expanded to the catalogue words carrying any of its terms: their ids and postings. */
export type Expansion = {
  word: TextMatch['words'][number];
  ids: readonly number[];
  lists: readonly RankedSlots[];
  /** How many products the postings hold (a product carrying two carriers, twice). */
  size: number;
};

/** A query's other words, and what the reference needs: the rarest word's size, and the match's kind. */
export type OtherWords = { others: readonly Expansion[]; firstSize: number; startsOnly: boolean };

/** A test of a candidate's slot, and how to clear what the test set up once the query is done. */
export type OthersTest = { test: (slot: number) => boolean; clear: () => void };

/**
 * How a query's other words are tested: on word ids, then marks when cheaper (the customers' way);
 * on word ids alone, or the way before (for the tests, which prove they all agree).
 */
export type TestOthersOn = 'word-ids-then-marks' | 'word-ids' | 'texts';

/** What the tests read of a product (ProductTextIndex's entries, by slot). */
type Entries = readonly ({ searchText: string; wordIds: readonly number[] } | undefined)[];

/**
 * Testing a query's other word by a bit set on its products first costs a write per product carrying
 * it; testing it in a candidate's text costs about this many writes, for each candidate the rarest
 * word gives. The bits are set when the other word's products are fewer than that many candidates'.
 */
const markPerTest = 4;
/** A query's other words with a bit each in the marks, a byte per product. */
const markableWords = 8;
/** One bit per other word in the marks on word ids, an int32 per word: the search box sends at most 8. */
const wordIdBits = 31;
/**
 * Testing a candidate's word ids costs about as much as marking this many products and clearing them
 * again (measured at 100,000 products: 100 ns for the scattered reads of an entry and its ids, 2.3 ns
 * for a mark and its clearing, written in a row).
 */
const marksPerWordIdTest = 40;

/** A query of one word has no other to test. */
const everyProduct: OthersTest = { test: () => true, clear: () => undefined };

/**
 * Tests the other words on a product's word ids: each other word's bit is set on its carriers' ids
 * in `carried` beforehand (a write per carrier, a few hundred at most), and a product matches when
 * its words' bits cover them all. Marking the other words' products instead costs a write per
 * product carrying them (100,000 for «مد») but makes each test a single read. Which is cheaper
 * depends on how many candidates a query reads before it has its pool, unknown beforehand: a few
 * hundred when the words go together («گرمی مد»), most of the rarest word's products when they
 * seldom do («بسته لیت»). So candidates are tested on their word ids until that has cost about what
 * marking would, then the products are marked: never much more than twice the cheaper way.
 * `markWhenCheaper: false` tests on word ids alone (for the tests).
 */
export function othersByWordIds(
  query: OtherWords,
  entries: Entries,
  slotWordIds: SlotWordIds,
  carried: Int32Array,
  marks: Uint8Array,
  markWhenCheaper = true,
): OthersTest {
  const { others } = query;
  if (others.length === 0) return everyProduct;
  // Never from the search box: more words than bits are tested the way before.
  if (others.length > wordIdBits) return othersByMarksOrTexts(query, entries, marks);
  let all = 0;
  others.forEach((other, at) => {
    const bit = 1 << at;
    all |= bit;
    for (const id of other.ids) carried[id] = (carried[id] as number) | bit;
  });
  const markCost = others.reduce((sum, other) => sum + other.size, 0);
  let testsBeforeMarking =
    markWhenCheaper && others.length <= markableWords ? markCost / marksPerWordIdTest : Infinity;
  let marked: OthersTest | null = null;
  // Nothing is written to the index while a query runs, so its arrays stay these.
  const { ids: flat, counts, places } = slotWordIds;
  return {
    test: (slot) => {
      if (marked) return marked.test(slot);
      testsBeforeMarking -= 1;
      if (testsBeforeMarking < 0) {
        marked = markProducts(others, marks);
        return marked.test(slot);
      }
      let found = 0;
      const count = counts[slot] as number;
      if (count >= 0) {
        const from = slot * places;
        for (let at = from; at < from + count; at += 1) found |= carried[flat[at] as number] as number;
      } else {
        const ids = (entries[slot] as { wordIds: readonly number[] }).wordIds;
        for (let at = 0; at < ids.length; at += 1) found |= carried[ids[at] as number] as number;
      }
      return (found & all) === all;
    },
    clear: () => {
      for (const other of others) for (const id of other.ids) carried[id] = 0;
      marked?.clear();
    },
  };
}

/**
 * The way before word ids, kept as the reference: an other word carried by few enough products
 * (against the rarest word's, `firstSize`) is tested by a bit set on its products beforehand (cleared
 * after), a commoner one on the product's text.
 */
export function othersByMarksOrTexts(query: OtherWords, entries: Entries, marks: Uint8Array): OthersTest {
  const { others, firstSize, startsOnly } = query;
  if (others.length === 0) return everyProduct;
  const marked = others.filter((other, at) => at < markableWords && other.size <= firstSize * markPerTest);
  const tested = others.filter((other) => !marked.includes(other)).map((other) => other.word);
  const markTest = markProducts(marked, marks);
  return {
    test: (slot) => {
      if (!markTest.test(slot)) return false;
      if (tested.length === 0) return true;
      const text = (entries[slot] as { searchText: string }).searchText;
      return tested.every((word) => word.terms.some((term) => termMatches(text, term, startsOnly)));
    },
    clear: markTest.clear,
  };
}

/** Sets each word's bit (up to markableWords) on the products carrying it; a test of them all. */
function markProducts(words: readonly Expansion[], marks: Uint8Array): OthersTest {
  let mask = 0;
  words.forEach((word, at) => {
    const bit = 1 << at;
    mask |= bit;
    for (const list of word.lists) {
      const slots = list.backing();
      for (let at = 0; at < list.length; at += 1) {
        const slot = slots[at] as number;
        marks[slot] = (marks[slot] as number) | bit;
      }
    }
  });
  return {
    test: (slot) => ((marks[slot] as number) & mask) === mask,
    clear: () => {
      for (const word of words)
        for (const list of word.lists) {
          const slots = list.backing();
          for (let at = 0; at < list.length; at += 1) marks[slots[at] as number] = 0;
        }
    },
  };
}

/** text-search.ts's termCondition on one text. */
function termMatches(text: string, term: string, startsOnly: boolean): boolean {
  if (!startsOnly) return text.includes(term);
  return text.startsWith(term) || text.includes(` ${term}`);
}
