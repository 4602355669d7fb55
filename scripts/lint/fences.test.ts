import { resolve } from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

// Each fence of eslint.config.js proved on a small fixture: a line of code linted as if it were a
// file at a real place in the tree, importing real files. A fence that stopped firing (a renamed
// folder, a config slip) fails here instead of silently letting the imports through.

const root = resolve(import.meta.dirname, '../..');
let eslint: ESLint;

beforeAll(() => {
  eslint = new ESLint({ cwd: root });
});

/** The rule ids and messages lint reports for `code` placed at `path` (relative to the root). */
async function lint(path: string, code: string): Promise<{ rule: string | null; message: string }[]> {
  const [result] = await eslint.lintText(code, { filePath: resolve(root, path) });
  return (result?.messages ?? [])
    .filter(
      (message) =>
        message.ruleId === 'no-restricted-imports' || (message.ruleId?.startsWith('import-x/') ?? true),
    )
    .map((message) => ({ rule: message.ruleId, message: message.message }));
}

const fence = (message: string) => ({
  rule: 'import-x/no-restricted-paths',
  message: expect.stringContaining(message),
});

describe('the API module ladder', () => {
  it('refuses a module importing one on its own rung', async () => {
    expect(
      await lint(
        'apps/api/src/modules/basket/fixture.ts',
        "export { contentModule } from '../content/index.ts';",
      ),
    ).toEqual([fence('basket may not import content')]);
  });

  it('refuses a module importing one on a higher rung', async () => {
    expect(
      await lint(
        'apps/api/src/modules/catalogue/fixture.ts',
        "export { basketModule } from '../basket/index.ts';",
      ),
    ).toEqual([fence('catalogue may not import basket')]);
  });

  it("refuses a lower module's internals and allows its face and public/", async () => {
    expect(
      await lint(
        'apps/api/src/modules/basket/fixture.ts',
        "export { createCatalogueService } from '../catalogue/service.ts';",
      ),
    ).toEqual([fence("basket may import only catalogue's face")]);
    expect(
      await lint(
        'apps/api/src/modules/basket/fixture.ts',
        [
          "export type { CatalogueService } from '../catalogue/index.ts';",
          "export { products } from '../catalogue/public/tables.ts';",
          "export type { SessionCustomer } from '../identity/index.ts';",
        ].join('\n'),
      ),
    ).toEqual([]);
  });

  it('keeps the platform below every module', async () => {
    expect(
      await lint(
        'apps/api/src/platform/fixture.ts',
        "export { identityModule } from '../modules/identity/index.ts';",
      ),
    ).toEqual([fence('must not import them')]);
  });

  it('builds the app from faces only', async () => {
    expect(
      await lint(
        'apps/api/src/fixture.ts',
        "export { createBasketService } from './modules/basket/service.ts';",
      ),
    ).toEqual([fence('through its face')]);
  });
});

describe('import cycles', () => {
  it('refuses a file importing what imports it', async () => {
    // module.ts imports service.ts: service.ts importing module.ts closes a loop.
    const found = await lint(
      'apps/api/src/modules/catalogue/service.ts',
      "export { catalogueModule } from './module.ts';",
    );
    expect(found).toContainEqual({ rule: 'import-x/no-cycle', message: expect.stringContaining('cycle') });
  });
});

describe('the web fences', () => {
  it('refuses shared web code importing a feature', async () => {
    expect(
      await lint(
        'apps/web/app/shared/ui/fixture.ts',
        "export { useLogout } from '../../features/auth/hooks/use-logout.ts';",
      ),
    ).toEqual([fence('shared/ must not import a feature')]);
  });

  it('refuses a feature importing another feature', async () => {
    expect(
      await lint(
        'apps/web/app/features/basket/fixture.ts',
        "export { useLogout } from '../auth/hooks/use-logout.ts';",
      ),
    ).toEqual([fence('must not import another feature')]);
  });

  it('lets a feature use shared code', async () => {
    expect(
      await lint(
        'apps/web/app/features/basket/fixture.ts',
        "export { formatJalaliDate } from '../../shared/format/jalali-date.ts';",
      ),
    ).toEqual([]);
  });
});

describe("a package's own name", () => {
  // Every fence above judges the path as written: `@shop/api/src/modules/...` resolves to the same file
  // as `../basket/index.ts` but passed them all (issue 47, item 10).
  const ownName = (message: string) => ({
    rule: 'no-restricted-imports',
    message: expect.stringContaining(message),
  });

  it('refuses the API importing itself by name', async () => {
    expect(
      await lint(
        'apps/api/src/modules/catalogue/fixture.ts',
        "export { basketModule } from '@shop/api/src/modules/basket/index.ts';",
      ),
    ).toContainEqual(ownName("Import the API's own files by a relative path"));
  });

  it('refuses the web app importing itself by name', async () => {
    expect(
      await lint(
        'apps/web/app/features/basket/fixture.ts',
        "export { useLogout } from '@shop/web/app/features/auth/hooks/use-logout.ts';",
      ),
    ).toContainEqual(ownName("Import the web app's own files by a relative path"));
  });

  it('refuses the domain importing itself by name', async () => {
    expect(
      await lint('packages/domain/src/fixture.ts', "export { formatToman } from '@shop/domain/money';"),
    ).toContainEqual(ownName('its own files by a relative path'));
  });
});
