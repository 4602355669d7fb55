import { describe, expect, it } from 'vitest';
import { listAudit } from '../../platform/audit.ts';
import { getTestApp } from '../../test/app.ts';
import { newMobile, send, signInStaff } from '../identity/test-support.ts';
import { addOwnerCommand } from '../../seed/add-owner.ts';

// A real shop's first owner (issue 47 item 4): `npm run staff:add-owner -- --mobile … --name …`
// (seed/add-owner.ts). Here, beside staff management, to sign in with identity's test helpers.

const password = 'First-Owner-Secret-77';

async function run(argv: string[], secret = password) {
  const { database } = await getTestApp();
  const lines: string[] = [];
  const code = await addOwnerCommand(
    database.db,
    argv,
    { password: () => Promise.resolve(secret), print: (line) => lines.push(line) },
    new Date(),
  );
  return { code, output: lines.join('\n') };
}

describe('npm run staff:add-owner', () => {
  it('adds an owner who signs in with that password and manages staff; the password is never printed', async () => {
    const { app, database } = await getTestApp();
    const mobile = newMobile();
    const added = await run(['--mobile', mobile, '--name', 'مریم احمدی']);
    expect(added.code, added.output).toBe(0);
    expect(added.output).not.toContain(password);
    const id = Number(/#(\d+)/.exec(added.output)?.[1]);
    const signedIn = await signInStaff(app, { id, mobile, password, role: 'owner' });
    const me = await send(app, 'GET', '/admin/me', { token: signedIn.body.data.token as string });
    expect(me.body.data.member).toMatchObject({ id, name: 'مریم احمدی', role: { name: 'owner' } });
    expect(me.body.data.permissions).toContain('staff:manage');
    const audit = await listAudit(database.db, { type: 'staff_member', id });
    expect(audit[0]).toMatchObject({ action: 'staff.create', actorType: 'system', actorId: null });
    expect(JSON.stringify(audit)).not.toContain(password);

    // The same number again changes nothing.
    const again = await run(['--mobile', mobile, '--name', 'دیگری'], 'Another-Secret-88');
    expect(again.code).toBe(1);
    expect(again.output).toContain('staff already');
  });

  it('refuses a bad number, a short password or missing arguments, saying why and never the password', async () => {
    expect((await run(['--name', 'مریم'])).code).toBe(1);
    const badMobile = await run(['--mobile', '12345', '--name', 'مریم']);
    expect(badMobile.code).toBe(1);
    expect(badMobile.output).toMatch(/mobile_no: [\u0600-\u06FF]/);
    const short = await run(['--mobile', newMobile(), '--name', 'مریم'], 'abc');
    expect(short.code).toBe(1);
    expect(short.output).toMatch(/password: [\u0600-\u06FF]/);
    expect(short.output).not.toContain('abc');
  });
});
