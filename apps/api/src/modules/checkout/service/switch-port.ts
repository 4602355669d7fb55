import { eq } from 'drizzle-orm';
import { DomainError } from '@shop/domain/errors';
import { recordAudit, type Actor } from '../../../platform/audit.ts';
import { paymentPorts } from '../tables.ts';
import type { CheckoutContext } from './context.ts';

/**
 * Switches a payment port on or off (the test door until the back office): a customer who loaded the
 * checkout before the switch and chooses that port is answered 402, and the page takes it away.
 */
export async function switchPort(
  ctx: CheckoutContext,
  portId: number,
  active: boolean,
  actor: Actor,
): Promise<{ id: number; active: boolean }> {
  return ctx.db.transaction(async (tx) => {
    const [port] = await tx
      .update(paymentPorts)
      .set({ active })
      .where(eq(paymentPorts.id, portId))
      .returning({ id: paymentPorts.id });
    if (!port) throw new DomainError('PAYMENT_PORT_NOT_FOUND');
    await recordAudit(tx, {
      actor,
      action: active ? 'payment_port.switched_on' : 'payment_port.switched_off',
      subject: { type: 'payment_port', id: portId },
    });
    return { id: portId, active };
  });
}
