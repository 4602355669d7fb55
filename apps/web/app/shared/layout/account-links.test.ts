import { describe, expect, it } from 'vitest';
import routes from '../../routes.ts';
import { accountLinks, accountPages, isAccountMenuPage } from './account-links.ts';

type Entry = { path?: string; file: string; children?: Entry[] };

// Sub-pages of /profile reached from its own buttons (edit, password, mobile), not from the menu; and
// one record's page (an order's, /profile/orders/:id) is reached from its list.
const reachedFromProfile = ['profile/edit', 'profile/change-password', 'profile/change-mobile'];
const isRecordPage = (path: string) => path.includes('/:');

function accountRoutes(): string[] {
  const layout = (routes as Entry[])
    .flatMap((entry) => entry.children ?? [])
    .find((entry) => entry.file === 'routes/layouts/account.tsx');
  return (layout?.children ?? []).map((entry) => entry.path ?? '');
}

describe('the account links', () => {
  it('reach every page of the account area', () => {
    const linked = accountLinks.map((link) => link.to.slice(1));
    const pages = accountRoutes().filter((path) => !reachedFromProfile.includes(path) && !isRecordPage(path));
    expect(pages.length).toBeGreaterThanOrEqual(7);
    expect([...pages].sort()).toEqual([...linked].sort());
  });

  it('list the pages beyond /profile with a hint each', () => {
    expect(accountPages.map((link) => link.key)).not.toContain('profile');
    for (const link of accountPages) expect(link.hint).toMatch(/[\u0600-\u06FF]/);
  });

  it('take /profile alone as the phone menu', () => {
    expect(isAccountMenuPage('/profile')).toBe(true);
    expect(isAccountMenuPage('/profile/')).toBe(true);
    expect(isAccountMenuPage('/profile/orders')).toBe(false);
  });
});
