import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { banners, homeRows, noticeBanners, sliders } from './tables.ts';

/** The newest active notice, if any. */
export async function findLatestNotice(db: Db) {
  const [row] = await db
    .select({ id: noticeBanners.id, name: noticeBanners.name, link: noticeBanners.link })
    .from(noticeBanners)
    .where(eq(noticeBanners.isActive, true))
    .orderBy(desc(noticeBanners.id))
    .limit(1);
  return row ?? null;
}

/** Counts one more customer who closed an active notice; false when there is no such notice. */
export async function countNoticeSeen(db: Db, id: number): Promise<boolean> {
  const rows = await db
    .update(noticeBanners)
    .set({ seenCount: sql`${noticeBanners.seenCount} + 1` })
    .where(and(eq(noticeBanners.id, id), eq(noticeBanners.isActive, true)))
    .returning({ id: noticeBanners.id });
  return rows.length > 0;
}

export function listSliderRows(db: Db, ids?: readonly number[]) {
  return db
    .select({
      id: sliders.id,
      title: sliders.title,
      link: sliders.link,
      desktop_image: sliders.desktopImage,
      mobile_image: sliders.mobileImage,
    })
    .from(sliders)
    .where(and(eq(sliders.isActive, true), ids ? inArray(sliders.id, [...ids]) : undefined))
    .orderBy(asc(sliders.position), asc(sliders.id));
}

export function listBannerRows(db: Db, ids?: readonly number[]) {
  return db
    .select({ id: banners.id, name: banners.name, link: banners.link, image: banners.image })
    .from(banners)
    .where(and(eq(banners.isActive, true), ids ? inArray(banners.id, [...ids]) : undefined))
    .orderBy(asc(banners.position), asc(banners.id));
}

export function listHomeLayoutRows(db: Db) {
  return db
    .select({ id: homeRows.id, model: homeRows.model, title: homeRows.title, ids: homeRows.ids })
    .from(homeRows)
    .where(eq(homeRows.isActive, true))
    .orderBy(asc(homeRows.position), asc(homeRows.id));
}

export async function findHomeRow(db: Db, id: number) {
  const [row] = await db
    .select({ id: homeRows.id, model: homeRows.model, title: homeRows.title, ids: homeRows.ids })
    .from(homeRows)
    .where(and(eq(homeRows.id, id), eq(homeRows.isActive, true)));
  return row;
}
