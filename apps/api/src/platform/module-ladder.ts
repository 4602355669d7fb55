import ladder from '../modules/ladder.json' with { type: 'json' };

/** Every module the ladder knows, built or still to come. */
export type ModuleName = (typeof ladder.rungs)[number][number];

/** A module's rung: 0 for the lowest (identity, catalogue). */
export function rungOf(name: ModuleName): number {
  return ladder.rungs.findIndex((rung) => (rung as readonly string[]).includes(name));
}

/**
 * Throws unless `names` climb the ladder (a module after every module it could depend on): the
 * order buildApp mounts modules in, so a module's routes and hooks never precede those below it.
 */
export function assertLadderOrder(names: readonly ModuleName[]): void {
  names.forEach((name, i) => {
    const before = names[i - 1];
    if (rungOf(name) < 0) throw new Error(`Module ${name} is not on the ladder (modules/ladder.json)`);
    if (before !== undefined && rungOf(before) > rungOf(name)) {
      throw new Error(`Module ${name} is mounted after ${before}, which stands on a higher rung`);
    }
    if (names.indexOf(name) !== i) throw new Error(`Module ${name} is mounted twice`);
  });
}
