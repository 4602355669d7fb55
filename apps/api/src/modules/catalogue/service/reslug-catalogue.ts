import { and, eq, sql } from 'drizzle-orm';
import { slugify, slugifyByFormerRule } from '@shop/domain/slug';
import type { Database } from '../../../db/client.ts';
import { recordAudit } from '../../../platform/audit.ts';
import { auditLog } from '../../../platform/tables.ts';
import { changeSlugs, listNamedSlugs, type SlugChange } from '../queries/former-slugs.ts';
import { sluggedKinds, type SluggedKind } from '../tables.ts';

// Decision 084: slugs follow the spec's rule (a ZWNJ and Persian digits stay). A shop that ran before
// has its records under the former rule's slugs: this gives each the new one, once, and keeps the old
// one in `former_slugs`, so every address already out there (search engines, shared links, texts)
// still leads to the record by a 301.

const done = { type: 'catalogue', id: 'slug-rule', action: 'catalogue.slugs.respell' } as const;
/** Any number: replicas starting together take turns on it, so one of them re-slugs. */
const lockKey = 727_084;

export type ReslugSummary = Record<SluggedKind, number>;

/**
 * The changes for one kind: records whose slug the former rule made from their name and the new
 * rule spells otherwise. A slug nobody could have made from the name was chosen by staff: kept. Where
 * slugs are unique (brands), a new slug another record already has is not taken: that one keeps its own.
 */
export function slugChangesOf(
  rows: readonly { id: number; name: string; slug: string }[],
  options: { unique: boolean },
): SlugChange[] {
  const taken = new Set(options.unique ? rows.map((row) => row.slug) : []);
  const changes: SlugChange[] = [];
  for (const row of rows) {
    const to = slugify(row.name);
    if (to === row.slug || to === '' || row.slug !== slugifyByFormerRule(row.name) || taken.has(to)) continue;
    if (options.unique) taken.add(to);
    changes.push({ id: row.id, from: row.slug, to });
  }
  return changes;
}

/**
 * Re-slugs the catalogue once (its audit entry says it was done), in one transaction; run at start
 * after the migrations, before the process builds its catalogue index. Answers what changed, or null
 * when it had been done before.
 */
export async function reslugCatalogue(db: Database, now: Date): Promise<ReslugSummary | null> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${lockKey})`);
    const [already] = await tx
      .select({ id: auditLog.id })
      .from(auditLog)
      .where(
        and(
          eq(auditLog.subjectType, done.type),
          eq(auditLog.subjectId, done.id),
          eq(auditLog.action, done.action),
        ),
      )
      .limit(1);
    if (already) return null;
    const summary = { product: 0, category: 0, brand: 0, bundle: 0 };
    for (const kind of sluggedKinds) {
      const changes = slugChangesOf(await listNamedSlugs(tx, kind), { unique: kind === 'brand' });
      await changeSlugs(tx, kind, changes, now);
      summary[kind] = changes.length;
    }
    await recordAudit(tx, {
      actor: { type: 'system' },
      action: done.action,
      subject: { type: done.type, id: done.id },
      data: { rule: 'decision 084', changed: summary },
    });
    return summary;
  });
}
