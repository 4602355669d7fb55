/** A piece of a filled template: plain text, or the value of the placeholder `name`. */
export type TemplatePart = { text: string; name?: string };

/**
 * A catalogue template («منظورتان «{corrected}» بود؟») split around its placeholders, each filled,
 * so a component can wrap one value in markup: a customer's typed words in `<bdi>`, since they may be
 * Latin and would otherwise be reordered with the Persian around them. `format` (fa.ts) for plain text.
 */
export function formatParts(template: string, values: Readonly<Record<string, string>>): TemplatePart[] {
  return template
    .split(/(\{\w+\})/)
    .filter((piece) => piece !== '')
    .map((piece) => {
      const name = /^\{(\w+)\}$/.exec(piece)?.[1];
      return name !== undefined && name in values ? { text: values[name] ?? '', name } : { text: piece };
    });
}
