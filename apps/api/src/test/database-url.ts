/**
 * The PostgreSQL database a test project uses: DATABASE_URL's, or beside it `<name>_<TEST_DATABASE>`
 * for a project that needs a catalogue of its own (api-orders: its tests make products, sell them
 * out and race for them, which no other file may see change under it). Undefined on PGlite.
 */
export function testDatabaseUrl(suffix = process.env['TEST_DATABASE']): string | undefined {
  const url = process.env['DATABASE_URL'];
  if (!url || !suffix) return url;
  const own = new URL(url);
  own.pathname = `${own.pathname}_${suffix}`;
  return own.toString();
}
