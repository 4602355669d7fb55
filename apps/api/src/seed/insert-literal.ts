import { getTableColumns, getTableName, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';

// Drizzle's insert builder spends ~0.1 ms per row wrapping and type-checking every value, which
// made 100,000 products take longer in Node than in PostgreSQL. For the seed's bulk tables the
// rows are written as SQL literals instead, still mapped through each column's own driver encoding
// (JSON, dates), so the schema stays the single source of column names and types.

function literal(value: unknown): string {
  if (value === null || value === undefined) return 'NULL';
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new Error(`not a finite number: ${value}`);
    return String(value);
  }
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  const text =
    value instanceof Date ? value.toISOString() : typeof value === 'string' ? value : JSON.stringify(value);
  if (text.includes('\0')) throw new Error('NUL characters cannot be stored in PostgreSQL text');
  // standard_conforming_strings is on (the default since PostgreSQL 9.1, and in PGlite), so doubling
  // quotes is the whole escaping: backslashes are ordinary characters.
  return `'${text.replace(/'/g, "''")}'`;
}

/**
 * One multi-row INSERT per call, with the columns of the first row (every row must have the same
 * keys); returns the new ids in insert order when the table has an `id` column.
 */
export async function insertLiteral<T extends PgTable>(
  db: Db,
  table: T,
  rows: readonly T['$inferInsert'][],
): Promise<number[]> {
  const first = rows[0];
  if (!first) return [];
  const columns = getTableColumns(table);
  const keys = Object.keys(first).filter((key) => key in columns);
  const names = keys.map((key) => `"${columns[key]?.name}"`).join(', ');
  const values = rows
    .map((row) => {
      const record = row as Record<string, unknown>;
      return `(${keys.map((key) => literal(record[key] == null ? null : (columns[key]?.mapToDriverValue(record[key]) ?? null))).join(', ')})`;
    })
    .join(',\n');
  const returning = 'id' in columns ? ' returning id' : '';
  const query = sql.raw(`insert into "${getTableName(table)}" (${names}) values ${values}${returning}`);
  // Both drivers (node-postgres and PGlite) answer execute() with an object holding `rows`.
  const result = (await db.execute(query)) as unknown as { rows: { id: number | string }[] };
  return result.rows.map((r) => Number(r.id)).sort((a, b) => a - b);
}
