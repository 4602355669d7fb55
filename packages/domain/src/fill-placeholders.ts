/**
 * A text with its `{name}` placeholders filled: the API's error and SMS texts and the web's words use
 * this one filler. An unknown placeholder stays as written, so a missing value shows, not vanishes.
 * Numbers are put in as given: callers format them (Persian digits, tomans) first.
 */
export function fillPlaceholders(
  template: string,
  values: Readonly<Record<string, string | number>>,
): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : whole,
  );
}
