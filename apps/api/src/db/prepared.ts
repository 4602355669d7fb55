import { sql, type SQL } from 'drizzle-orm';
import type { Db } from './client.ts';

/**
 * A statement prepared once per database handle and reused: node-postgres then names it on each pooled
 * connection, so PostgreSQL parses and plans it once per connection instead of on every call. For hot
 * queries of a fixed shape, whose planning costs more than their running (see bench/RESULTS.md);
 * queries whose shape follows the request's filters stay unprepared. `build` must call `.prepare(name)`
 * with a name unique in the app.
 */
export function preparedPerDatabase<P>(build: (db: Db) => P): (db: Db) => P {
  const prepared = new WeakMap<Db, P>();
  return (db) => {
    let statement = prepared.get(db);
    if (!statement) {
      statement = build(db);
      prepared.set(db, statement);
    }
    return statement;
  };
}

/**
 * A prepared statement's parameter read through `(select $n)`: PostgreSQL then plans the statement
 * alike whatever the values and keeps one generic plan per statement and connection. Bare, values
 * let each custom plan look cheaper than the generic one, so PostgreSQL planned every call anew.
 */
export function planFreeParam(
  name: string,
  type: 'int' | 'int[]' | 'boolean' | 'boolean[]' | 'bigint' | 'timestamptz',
): SQL {
  return sql`(select ${sql.placeholder(name)}::${sql.raw(type)})`;
}
