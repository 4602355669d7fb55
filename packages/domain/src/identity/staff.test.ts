import { describe, expect, it } from 'vitest';
import { builtInRoles, isPermission, permissions } from './staff.ts';

describe('staff permissions and built-in roles', () => {
  it('writes every permission as resource:action, once', () => {
    for (const permission of permissions) expect(permission).toMatch(/^[a-z]+:[a-z-]+$/);
    expect(new Set(permissions).size).toBe(permissions.length);
  });

  it('gives the owner every permission and no other role staff:manage', () => {
    expect([...builtInRoles.owner].sort()).toEqual([...permissions].sort());
    for (const [name, granted] of Object.entries(builtInRoles)) {
      if (name !== 'owner') expect(granted).not.toContain('staff:manage');
      for (const permission of granted) expect(isPermission(permission)).toBe(true);
    }
  });

  it('keeps granting a refund and sending it in different built-in hands below the owner', () => {
    for (const [name, granted] of Object.entries(builtInRoles)) {
      if (name === 'owner') continue;
      const list = granted as readonly string[];
      expect(list.includes('refunds:grant') && list.includes('refunds:send'), name).toBe(false);
    }
  });
});
