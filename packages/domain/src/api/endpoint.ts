import type { Contract } from './contract.ts';

/**
 * What the web needs of a contract at run time: its method and path. Kept apart from the contract's
 * schemas (`<module>/endpoints.ts` imports its contracts' types only), so calling the API never puts
 * zod and every schema into the pages' scripts; the types still come from the contract.
 */
export type Endpoint<C extends Contract> = {
  readonly method: C['method'];
  readonly path: C['path'];
  /** Never set: carries the contract's type to the client. */
  readonly contract?: C;
};
