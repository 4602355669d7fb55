/**
 * An answer whose JSON the handler has already written, in parts made once and kept (the search
 * box's product cards, issue 22: writing them again on every keystroke was a tenth of its CPU).
 * `value` builds the same answer as data: the response serializer's check (the test suites and the
 * end-to-end server) writes it the zod way and requires the same JSON value, so the contract holds for
 * this answer as for any other; production sends `json` as it is.
 */
export class PrewrittenAnswer<T> {
  readonly json: string;
  readonly value: () => T;

  constructor(json: string, value: () => T) {
    this.json = json;
    this.value = value;
  }
}
