import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { banners, customShelfProducts, customShelves, homeRows, sliders } from './tables.ts';

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

export async function findCustomShelf(db: Db, id: number) {
  const [shelf] = await db
    .select({
      id: customShelves.id,
      title: customShelves.title,
      color: customShelves.color,
      text_color: customShelves.textColor,
    })
    .from(customShelves)
    .where(and(eq(customShelves.id, id), eq(customShelves.isActive, true)));
  return shelf;
}

export async function listCustomShelfProductIds(db: Db, shelfId: number, limit: number) {
  const rows = await db
    .select({ productId: customShelfProducts.productId })
    .from(customShelfProducts)
    .where(eq(customShelfProducts.customShelfId, shelfId))
    .orderBy(asc(customShelfProducts.position))
    .limit(limit);
  return rows.map((row) => row.productId);
}
