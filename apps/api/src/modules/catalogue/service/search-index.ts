import type { VocabularyWord } from '@shop/domain/catalogue/spelling';
import type { Db } from '../../../db/client.ts';
import { listIndexChanges, listIndexedProducts } from '../queries/search-feed.ts';
import { listSearchWords } from '../queries/text-search.ts';
import { ProductTextIndex } from './product-text-index.ts';

/**
 * A change's search version is taken when its statement runs, and seen when its transaction commits,
 * so versions may come to light out of order. Each catch-up reads again this many versions below the
 * newest it has applied, so a change whose transaction committed a little after a later one's is not
 * skipped; one that took longer is picked up by the next full load.
 */
const versionOverlap = 1000;
/** How stale the index may get while no request shows it a newer version (a late commit, another replica). */
const catchUpEverySeconds = 2;
/** The whole catalogue is read again this often: deletions, and changes later than the overlap. */
const reloadEverySeconds = 600;

export type SearchIndexState = {
  index: ProductTextIndex;
  /** The vocabulary misspelt words are corrected against (search_words, as the listing reads it). */
  vocabulary: VocabularyWord[];
  /** The newest search version applied. */
  version: number;
};

export type SearchIndex = {
  /** The index as it stands, loaded on first use; caught up in the background when it may be stale. */
  current(): Promise<SearchIndexState>;
  /**
   * Brings the index up to the database's committed changes, at least to `version`, forgetting
   * `missing` (ids it offered that are no longer active): after it, the index answers as the
   * database would at the moment of the call.
   */
  catchUp(version: number, missing?: readonly number[]): Promise<SearchIndexState>;
};

/**
 * The per-process suggestion index (decision 070), kept current from `products.search_version`
 * (migrations 0023–0024): derived state, rebuilt from the database on start and every ten minutes,
 * so replicas each keep their own and need no messages between them.
 */
export function createSearchIndex(db: Db, now: () => number = Date.now): SearchIndex {
  let state: SearchIndexState | null = null;
  let loading: Promise<SearchIndexState> | null = null;
  let catchingUp: Promise<SearchIndexState> | null = null;
  let loadedAt = 0;
  let caughtUpAt = 0;

  async function load(): Promise<SearchIndexState> {
    const started = now();
    const [rows, vocabulary] = await Promise.all([listIndexedProducts(db), listSearchWords(db)]);
    const index = ProductTextIndex.build(rows);
    const version = rows.reduce((newest, row) => Math.max(newest, row.version), 0);
    state = { index, vocabulary, version };
    loadedAt = started;
    caughtUpAt = started;
    return state;
  }

  function reload(): Promise<SearchIndexState> {
    loading ??= load().finally(() => {
      loading = null;
    });
    return loading;
  }

  async function applyChanges(loaded: SearchIndexState): Promise<SearchIndexState> {
    const started = now();
    const rows = await listIndexChanges(db, Math.max(0, loaded.version - versionOverlap));
    let wordsChanged = false;
    for (const row of rows) {
      if (row.isActive) {
        // Every row is applied: `||=` would skip the upsert once a word had changed.
        if (loaded.index.upsert(row)) wordsChanged = true;
      } else {
        loaded.index.remove(row.id);
      }
      loaded.version = Math.max(loaded.version, row.version);
    }
    if (wordsChanged) loaded.vocabulary = await listSearchWords(db);
    caughtUpAt = started;
    return loaded;
  }

  function catchUpOnce(): Promise<SearchIndexState> {
    catchingUp ??= (async () => {
      const loaded = state ?? (await reload());
      return applyChanges(loaded);
    })().finally(() => {
      catchingUp = null;
    });
    return catchingUp;
  }

  return {
    async current() {
      if (!state) return reload();
      const age = now() - caughtUpAt;
      if (now() - loadedAt > reloadEverySeconds * 1000) void reload().catch(() => undefined);
      else if (age > catchUpEverySeconds * 1000) void catchUpOnce().catch(() => undefined);
      return state;
    },
    async catchUp(version, missing = []) {
      let caught = await catchUpOnce();
      // A catch-up already under way may have started before the change we were shown: go again.
      if (caught.version < version) caught = await catchUpOnce();
      for (const id of missing) caught.index.remove(id);
      return caught;
    },
  };
}
