import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { getTestApp } from '../test/app.ts';
import { listAudit, recordAudit } from './audit.ts';

describe('the audit recorder', () => {
  it('commits an entry with the change it records', async () => {
    const { database } = await getTestApp();
    const subject = { type: 'product', id: randomUUID() };
    await database.db.transaction(async (tx) => {
      await recordAudit(tx, {
        actor: { type: 'staff', id: 7 },
        action: 'product.inventory.set',
        subject,
        data: { before: 3, after: 10 },
        requestId: 'req-1',
      });
    });
    const [entry, ...rest] = await listAudit(database.db, subject);
    expect(rest).toEqual([]);
    expect(entry).toMatchObject({
      actorType: 'staff',
      actorId: 7,
      action: 'product.inventory.set',
      subjectType: 'product',
      subjectId: subject.id,
      data: { before: 3, after: 10 },
      requestId: 'req-1',
    });
  });

  it('rolls back with it: a change that failed leaves no entry', async () => {
    const { database } = await getTestApp();
    const subject = { type: 'order', id: randomUUID() };
    await expect(
      database.db.transaction(async (tx) => {
        await recordAudit(tx, { actor: { type: 'system' }, action: 'order.cancel', subject });
        throw new Error('the change itself failed');
      }),
    ).rejects.toThrow('the change itself failed');
    expect(await listAudit(database.db, subject)).toEqual([]);
  });

  it('records the system with no actor id', async () => {
    const { database } = await getTestApp();
    const subject = { type: 'order', id: randomUUID() };
    await database.db.transaction((tx) =>
      recordAudit(tx, { actor: { type: 'system' }, action: 'order.expire', subject }),
    );
    expect(await listAudit(database.db, subject)).toMatchObject([
      { actorType: 'system', actorId: null, data: {} },
    ]);
  });
});
