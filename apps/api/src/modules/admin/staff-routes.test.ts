import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { adminContracts } from '@shop/domain/admin/contracts';
import { allContracts } from '@shop/domain/api/all-contracts';
import { builtInRoles, builtInRoleNames } from '@shop/domain/identity/staff';
import { listAudit } from '../../platform/audit.ts';
import { getTestApp } from '../../test/app.ts';
import {
  createTestStaff,
  expectError,
  identityApp,
  newMobile,
  send,
  signInStaff,
  signUpByCode,
  staffToken,
  testOwners,
  type IdentityTestApp,
} from '../identity/test-support.ts';

// Staff management (issue 47 item 2) and the permission matrix (item 3, "done means"). One file, so
// that the last-owner tests, which need to be the shop's only owners, never meet another file's owner.

let t: IdentityTestApp;
beforeAll(async () => {
  t = await identityApp();
});

async function auditOf(type: string, id: number) {
  const { database } = await getTestApp();
  return listAudit(database.db, { type, id });
}

async function roleId(name: string): Promise<number> {
  const answer = await send(t.app, 'GET', '/admin/roles', {
    token: (await staffToken(t.app, 'owner')).token,
  });
  const role = (answer.body.data.roles as { id: number; name: string }[]).find((each) => each.name === name);
  if (!role) throw new Error(`no role ${name}`);
  return role.id;
}

describe('staff members and roles', () => {
  it('an owner adds a member who then signs in; every write is audited with before and after', async () => {
    const { member: owner, token } = await staffToken(t.app, 'owner');
    const mobile = newMobile();
    const newMember = {
      mobile_no: mobile,
      name: 'زهرا کریمی',
      password: 'first-pass-1',
      role_id: await roleId('orders'),
    };
    const created = await send(t.app, 'POST', '/admin/staff', { token, body: newMember });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.data).toMatchObject({
      mobile,
      name: 'زهرا کریمی',
      active: true,
      role: { name: 'orders' },
    });
    const id = created.body.data.id as number;
    const signedIn = await signInStaff(t.app, { id, mobile, password: 'first-pass-1', role: 'orders' });
    expect(signedIn.body.data.member.id).toBe(id);

    const moved = await send(t.app, 'PUT', `/admin/staff/${id}/role`, {
      token,
      body: { role_id: await roleId('finance') },
    });
    expect(moved.status).toBe(200);
    expect(moved.body.data.role.name).toBe('finance');
    const audit = await auditOf('staff_member', id);
    expect(audit.map((entry) => [entry.action, entry.actorType, entry.actorId])).toEqual(
      expect.arrayContaining([
        ['staff.create', 'staff', owner.id],
        ['staff.role.change', 'staff', owner.id],
      ]),
    );
    expect(audit.find((entry) => entry.action === 'staff.role.change')?.data).toEqual({
      before: { role: 'orders' },
      after: { role: 'finance' },
    });
    // The same number twice is refused.
    expectError(
      await send(t.app, 'POST', '/admin/staff', { token, body: newMember }),
      409,
      'STAFF_MOBILE_TAKEN',
    );
    const list = await send(t.app, 'GET', '/admin/staff', { token });
    expect((list.body.data as { id: number }[]).some((each) => each.id === id)).toBe(true);
  });

  it('deactivating a member ends their sessions at once; they cannot sign in again', async () => {
    const { token } = await staffToken(t.app, 'owner');
    const member = await createTestStaff('support');
    const theirs = (await signInStaff(t.app, member)).body.data.token as string;
    expect((await send(t.app, 'GET', '/admin/me', { token: theirs })).status).toBe(200);
    const answer = await send(t.app, 'POST', `/admin/staff/${member.id}/deactivate`, { token });
    expect(answer.status).toBe(200);
    expect(answer.body.data.active).toBe(false);
    expectError(await send(t.app, 'GET', '/admin/me', { token: theirs }), 401, 'UNAUTHENTICATED');
    expectError(
      await send(t.app, 'POST', '/admin/auth/password', {
        body: { mobile_no: member.mobile, password: member.password },
      }),
      401,
      'STAFF_SIGN_IN_FAILED',
    );
    const entry = (await auditOf('staff_member', member.id)).find(
      (each) => each.action === 'staff.deactivate',
    );
    expect(entry?.data).toMatchObject({
      before: { active: true },
      after: { active: false },
      sessions_ended: 1,
    });
  });

  it('composes a custom role from known permissions, edits it, and refuses to edit a built-in one', async () => {
    const { token } = await staffToken(t.app, 'owner');
    const roles = await send(t.app, 'GET', '/admin/roles', { token });
    expect(roles.body.data.permissions).toContain('payments:record');
    expect(
      (roles.body.data.roles as { name: string; built_in: boolean }[])
        .filter((r) => r.built_in)
        .map((r) => r.name),
    ).toEqual(expect.arrayContaining(builtInRoleNames));
    const name = `انبار ${newMobile()}`;
    const created = await send(t.app, 'POST', '/admin/roles', {
      token,
      body: { name, permissions: ['stock:write', 'orders:read', 'stock:write'] },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.data).toMatchObject({
      name,
      label: name,
      built_in: false,
      permissions: ['stock:write', 'orders:read'],
    });
    const edited = await send(t.app, 'PUT', `/admin/roles/${created.body.data.id}`, {
      token,
      body: { name, permissions: ['stock:write'] },
    });
    expect(edited.body.data.permissions).toEqual(['stock:write']);
    expect((await auditOf('staff_role', created.body.data.id)).map((entry) => entry.data)).toContainEqual({
      before: { name, permissions: ['stock:write', 'orders:read'] },
      after: { name, permissions: ['stock:write'] },
    });
    const unknown = await send(t.app, 'POST', '/admin/roles', {
      token,
      body: { name: 'نقش ناشناخته', permissions: ['orders:delete'] },
    });
    expect(unknown.status).toBe(422);
    expectError(
      await send(t.app, 'PUT', `/admin/roles/${await roleId('orders')}`, {
        token,
        body: { name: 'orders', permissions: ['staff:manage'] },
      }),
      409,
      'ROLE_BUILT_IN',
    );
    expectError(
      await send(t.app, 'POST', '/admin/roles', { token, body: { name, permissions: ['orders:read'] } }),
      409,
      'ROLE_NAME_TAKEN',
    );
  });
});

describe('the last active owner', () => {
  // The shop's only owners are the ones each test makes (see the file's comment).
  beforeEach(() => testOwners.deactivateAll());

  it('can be neither deactivated nor demoted; with a second owner, either can', async () => {
    const { member: a, token } = await staffToken(t.app, 'owner');
    expectError(await send(t.app, 'POST', `/admin/staff/${a.id}/deactivate`, { token }), 409, 'LAST_OWNER');
    expectError(
      await send(t.app, 'PUT', `/admin/staff/${a.id}/role`, {
        token,
        body: { role_id: await roleIdAsOwner(token, 'orders') },
      }),
      409,
      'LAST_OWNER',
    );
    const b = await createTestStaff('owner');
    const demoted = await send(t.app, 'PUT', `/admin/staff/${a.id}/role`, {
      token,
      body: { role_id: await roleIdAsOwner(token, 'orders') },
    });
    expect(demoted.status).toBe(200);
    // A demoted itself: its session no longer manages staff.
    expectError(await send(t.app, 'GET', '/admin/staff', { token }), 403, 'FORBIDDEN');
    const bToken = (await signInStaff(t.app, b)).body.data.token as string;
    expectError(
      await send(t.app, 'POST', `/admin/staff/${b.id}/deactivate`, { token: bToken }),
      409,
      'LAST_OWNER',
    );
  });

  it('two owners deactivating each other at once: exactly one wins (race-safe on PostgreSQL)', async () => {
    for (let round = 0; round < 4; round += 1) {
      await testOwners.deactivateAll();
      const a = await staffToken(t.app, 'owner');
      const b = await staffToken(t.app, 'owner');
      const orders = await roleIdAsOwner(a.token, 'orders');
      const answers = await Promise.all([
        send(t.app, 'POST', `/admin/staff/${b.member.id}/deactivate`, { token: a.token }),
        round % 2 === 0
          ? send(t.app, 'POST', `/admin/staff/${a.member.id}/deactivate`, { token: b.token })
          : send(t.app, 'PUT', `/admin/staff/${a.member.id}/role`, {
              token: b.token,
              body: { role_id: orders },
            }),
      ]);
      const statuses = answers.map((answer) => answer.status).sort();
      // One of them may find its own session already ended (401): never both succeed.
      expect(
        statuses.filter((status) => status === 200),
        JSON.stringify(statuses),
      ).toHaveLength(1);
      const live = await testOwners.activeIds();
      expect(live).toHaveLength(1);
    }
  });
});

async function roleIdAsOwner(token: string, name: string): Promise<number> {
  const answer = await send(t.app, 'GET', '/admin/roles', { token });
  return (
    (answer.body.data.roles as { id: number; name: string }[]).find((each) => each.name === name)?.id ?? 0
  );
}

describe('the permission matrix: every staff contract × every built-in role, a customer and a guest', () => {
  const staffContracts = Object.values(allContracts)
    .flatMap((module) => Object.values(module))
    .filter((contract) => contract.auth === 'staff')
    // Signing out everywhere ends the caller's session: last, so the others still have one.
    .sort((a, b) => Number(a.path.includes('logout')) - Number(b.path.includes('logout')));

  it('covers the admin module', () => {
    expect(staffContracts.length).toBeGreaterThanOrEqual(Object.keys(adminContracts).length + 2);
  });

  const urlOf = (path: string) => path.replace(/:(\w+)/g, '999999');

  it.each(builtInRoleNames)('%s: allowed exactly where the role grants the permission', async (role) => {
    const { token } = await staffToken(t.app, role);
    for (const contract of staffContracts) {
      const answer = await send(t.app, contract.method, urlOf(contract.path), {
        token,
        ...(contract.method === 'GET' ? {} : { body: {} }),
      });
      const granted =
        contract.permission === undefined ||
        (builtInRoles[role] as readonly string[]).includes(contract.permission);
      const where = `${role} ${contract.method} ${contract.path}: ${answer.status}`;
      if (granted) expect([401, 403], where).not.toContain(answer.status);
      else expectError(answer, 403, 'FORBIDDEN');
      expect(answer.status, where).toBeLessThan(500);
    }
  });

  it('a customer and a guest: 401 from every staff contract', async () => {
    const customer = await signUpByCode(t.app);
    for (const contract of staffContracts) {
      const body = contract.method === 'GET' ? {} : { body: {} };
      expectError(
        await send(t.app, contract.method, urlOf(contract.path), { token: customer.token, ...body }),
        401,
        'UNAUTHENTICATED',
      );
      expectError(
        await send(t.app, contract.method, urlOf(contract.path), {
          cookie: customer.token,
          csrf: true,
          ...body,
        }),
        401,
        'UNAUTHENTICATED',
      );
      expectError(await send(t.app, contract.method, urlOf(contract.path), body), 401, 'UNAUTHENTICATED');
    }
  });
});
