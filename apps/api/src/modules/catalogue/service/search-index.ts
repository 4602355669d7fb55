import type { VocabularyWord } from '@shop/domain/catalogue/spelling';
import type { Db } from '../../../db/client.ts';
import {
  findNewestSearchVersion,
  listChangedVersions,
  listIndexRows,
  listIndexedProducts,
  type IndexedProductRow,
} from '../queries/search-feed.ts';
import { sharedQuery } from '../../../db/shared-query.ts';
import { listSearchWords } from '../queries/text-search.ts';
import { suggestionCardOf, type suggestionCardColumns } from '../public/product-columns.ts';
import { ListingIndex } from './listing-index.ts';
import { ProductTextIndex } from './product-text-index.ts';

/**
 * A change's search version is taken when its statement runs, and seen when its transaction commits,
 * so versions may come to light out of order. Each catch-up reads again this many versions below the
 * newest it has applied, so a change whose transaction committed a little after a later one's is not
 * skipped; one that took longer is picked up by the next full load.
 */
const versionOverlap = 1000;
/** More changed rows than this at once are read by building the index afresh (createSearchIndex). */
const defaultReloadAbove = 5000;
/** How stale the index may get while no request shows it a newer version (a late commit). */
const catchUpEverySeconds = 2;
/**
 * The whole catalogue is read again this often: for changes later than the overlap, and for a deleted
 * row (the shop withdraws products with `is_active`; only tests delete them). Building the index holds
 * the event loop for about 0.3 s at 100,000 products, so not often.
 */
const reloadEverySeconds = 3600;

/** What a suggestion shows of a product, kept with the index so a keystroke reads no row. */
export type SuggestionCard = Pick<IndexedProductRow, keyof typeof suggestionCardColumns | 'inStock'> & {
  /**
   * Its JSON around the price after discount, written by suggest.ts the first time the card is
   * suggested. A changed product gets a new card, so this is never stale; kept on the card rather
   * than in a map beside it, which cost another reach into memory per card.
   */
  written: { before: string; after: string } | null;
};

export type SearchIndexState = {
  index: ProductTextIndex;
  cards: Map<number, SuggestionCard>;
  /** The same products as listings filter and order them (decision 078). */
  listing: ListingIndex;
  /** The vocabulary misspelt words are corrected against (search_words, as the listing reads it). */
  vocabulary: VocabularyWord[];
  /** The newest search version applied. */
  version: number;
  /** The version applied of each product, withdrawn ones too: what a catch-up need not read again. */
  applied: Map<number, number>;
};

export type SearchIndex = {
  /**
   * The index at least as new as everything the database had committed when this was called: the
   * newest version is asked for (one query shared by the calls waiting for it) and the index catches
   * up when it is behind.
   */
  fresh(): Promise<SearchIndexState>;
  /** Brings the index up to the database's committed changes, at least to `version`. */
  catchUp(version: number): Promise<SearchIndexState>;
};

/**
 * The per-process suggestion index (decision 070), kept current from `products.search_version`
 * (migrations 0023–0024): derived state, built from the database on first use and every hour,
 * so replicas each keep their own and need no messages between them.
 */
export function createSearchIndex(
  db: Db,
  now: () => number = Date.now,
  reloadAbove = defaultReloadAbove,
): SearchIndex {
  let state: SearchIndexState | null = null;
  let loading: Promise<SearchIndexState> | null = null;
  let catchingUp: Promise<SearchIndexState> | null = null;
  let loadedAt = 0;
  let caughtUpAt = 0;
  const newestVersion = sharedQuery(() => findNewestSearchVersion(db));

  async function load(): Promise<SearchIndexState> {
    const started = now();
    const [rows, vocabulary] = await Promise.all([listIndexedProducts(db), listSearchWords(db)]);
    const loaded: SearchIndexState = {
      index: ProductTextIndex.build(rows),
      cards: new Map(rows.map((row) => [row.id, cardOf(row)])),
      listing: ListingIndex.build(rows),
      vocabulary,
      version: rows.reduce((newest, row) => Math.max(newest, row.version), 0),
      applied: new Map(rows.map((row) => [row.id, row.version])),
    };
    state = loaded;
    loadedAt = started;
    caughtUpAt = started;
    return loaded;
  }

  function reload(): Promise<SearchIndexState> {
    loading ??= load().finally(() => {
      loading = null;
    });
    return loading;
  }

  async function applyChanges(loaded: SearchIndexState): Promise<SearchIndexState> {
    const started = now();
    const changed = await listChangedVersions(db, Math.max(0, loaded.version - versionOverlap));
    const unseen = changed.filter((row) => loaded.applied.get(row.id) !== row.version);
    // A change to much of the catalogue at once (prices raised everywhere) is read whole instead.
    if (unseen.length > reloadAbove) return reload();
    const rows =
      unseen.length > 0
        ? await listIndexRows(
            db,
            unseen.map((row) => row.id),
          )
        : [];
    let wordsChanged = false;
    for (const row of rows) {
      if (row.isActive) {
        // Every row is applied: `||=` would skip the upsert once a word had changed.
        if (loaded.index.upsert(row)) wordsChanged = true;
        loaded.cards.set(row.id, cardOf(row));
      } else {
        loaded.index.remove(row.id);
        loaded.cards.delete(row.id);
      }
      loaded.listing.upsert(row);
      loaded.applied.set(row.id, row.version);
      loaded.version = Math.max(loaded.version, row.version);
    }
    for (const row of changed) loaded.version = Math.max(loaded.version, row.version);
    if (wordsChanged) loaded.vocabulary = await listSearchWords(db);
    caughtUpAt = started;
    return loaded;
  }

  function catchUpOnce(): Promise<SearchIndexState> {
    catchingUp ??= (async () => applyChanges(state ?? (await reload())))().finally(() => {
      catchingUp = null;
    });
    return catchingUp;
  }

  async function catchUp(version: number): Promise<SearchIndexState> {
    let caught = await catchUpOnce();
    // A catch-up already under way may have read before the change we were shown: go again.
    if (caught.version < version) caught = await catchUpOnce();
    return caught;
  }

  async function current(): Promise<SearchIndexState> {
    if (!state) return reload();
    if (now() - loadedAt > reloadEverySeconds * 1000) void reload().catch(() => undefined);
    else if (now() - caughtUpAt > catchUpEverySeconds * 1000) void catchUpOnce().catch(() => undefined);
    return state;
  }

  return {
    async fresh() {
      const [loaded, newest] = await Promise.all([current(), newestVersion()]);
      return newest > loaded.version ? catchUp(newest) : loaded;
    },
    catchUp,
  };
}

function cardOf(row: IndexedProductRow): SuggestionCard {
  return { ...suggestionCardOf(row), inStock: row.inStock, written: null };
}
