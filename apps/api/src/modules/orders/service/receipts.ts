import { and, eq } from 'drizzle-orm';
import { paymentPort } from '@shop/domain/checkout/constants';
import { DomainError, FieldError } from '@shop/domain/errors';
import type { OrderDetail } from '@shop/domain/orders/account-schemas';
import { orderStatus, paymentStatusUnpaid } from '@shop/domain/orders/status';
import { inspectUpload } from '../../../adapters/files/inspect.ts';
import { FileStoreUnavailableError, type StoredFile } from '../../../adapters/files/port.ts';
import { reencodeImage } from '../../../adapters/files/reencode.ts';
import { recordAudit } from '../../../platform/audit.ts';
import type { SessionCustomer } from '../../identity/index.ts';
import { orders } from '../public/tables.ts';
import type { OrdersContext } from './context.ts';
import { findOwnOrder, isExpired, orderDetailOf, type OrderRow } from './order-detail.ts';

// A bank-transfer order's receipt (checkout-and-account.md §2 "Bank transfer modal", §7; issue 20):
// uploaded while the order awaits it, typed by its bytes, kept in the private file store and read back
// only by its owner. With a receipt the order no longer lapses: the shop checks it and confirms.

/** A receipt is taken while a bank-transfer order awaits payment and has not lapsed. */
function awaitsReceipt(order: OrderRow, now: Date): boolean {
  return (
    order.status === orderStatus.awaitingPayment &&
    order.paymentStatus === paymentStatusUnpaid &&
    order.paymentPort === paymentPort.bankTransfer &&
    !isExpired(order, now)
  );
}

function refuse(order: OrderRow, now: Date, replace: boolean): void {
  if (!awaitsReceipt(order, now)) throw new DomainError('RECEIPT_NOT_ALLOWED');
  if (order.receiptKey && !replace) throw new DomainError('RECEIPT_ALREADY_UPLOADED');
}

function receiptRefused(reason: 'empty' | 'too-large' | 'type-not-allowed'): FieldError {
  return new FieldError({
    check: [
      reason === 'too-large' ? 'receiptTooLarge' : reason === 'empty' ? 'receiptRequired' : 'receiptType',
    ],
  });
}

const unavailable = (error: unknown): never => {
  if (error instanceof FileStoreUnavailableError) throw new DomainError('FILE_STORE_UNAVAILABLE');
  throw error;
};

export type ReceiptUpload = { bytes: Uint8Array | null; replace: boolean };

/**
 * `POST orders/{id}/receipt`: checks the order (owner in the query) before the body is even read
 * (`readUpload`: another customer's or a missing order costs no parsing, and a broken body can never
 * answer anything but 404 for it), then the file, before anything is stored; stores it (outside any transaction: the store may be a network away); then, under the
 * order's lock, checks again and records it. A refusal at that point removes the new file; a replaced
 * receipt's old file is removed after the commit.
 */
export async function uploadReceipt(
  ctx: OrdersContext,
  caller: SessionCustomer,
  orderId: number,
  readUpload: () => Promise<ReceiptUpload>,
): Promise<OrderDetail> {
  const customerId = caller.customer.id;
  const found = await findOwnOrder(ctx.db, customerId, orderId);
  if (!awaitsReceipt(found, ctx.now())) throw new DomainError('RECEIPT_NOT_ALLOWED');
  const upload = await readUpload();
  refuse(found, ctx.now(), upload.replace);
  if (!upload.bytes) throw new FieldError({ check: ['receiptRequired'] });
  const inspected = await inspectUpload(upload.bytes);
  if (!inspected.ok) throw receiptRefused(inspected.reason);
  // A picture is kept as decoded and written again, never as sent (a JPEG may carry a page after its
  // end); a PDF is kept as sent and only ever served as a download (routes.ts).
  let bytes = upload.bytes;
  if (inspected.contentType !== 'application/pdf') {
    const reencoded = await reencodeImage(bytes, inspected.contentType);
    if (!reencoded.ok)
      throw receiptRefused(reencoded.reason === 'too-large' ? 'too-large' : 'type-not-allowed');
    bytes = reencoded.bytes;
  }
  const { key } = await ctx.files
    .put({ bytes, contentType: inspected.contentType, folder: 'receipts' })
    .catch(unavailable);
  let replaced: string | null = null;
  let order: OrderRow;
  try {
    order = await ctx.db.transaction(async (tx) => {
      const now = ctx.now();
      const [locked] = await tx
        .select()
        .from(orders)
        .where(and(eq(orders.id, orderId), eq(orders.customerId, customerId)))
        .for('update');
      if (!locked) throw new DomainError('ORDER_NOT_FOUND');
      refuse(locked, now, upload.replace);
      replaced = locked.receiptKey;
      const [saved] = await tx
        .update(orders)
        .set({
          receiptKey: key,
          receiptType: inspected.contentType,
          receiptUploadedAt: now,
          // The shop now checks the receipt: the order is held until it confirms or refuses it.
          expiresAt: null,
          updatedAt: now,
        })
        .where(eq(orders.id, locked.id))
        .returning();
      await recordAudit(tx, {
        actor: { type: 'customer', id: customerId },
        action: replaced ? 'order.receipt-replaced' : 'order.receipt-uploaded',
        subject: { type: 'order', id: locked.id },
        data: { type: inspected.contentType, bytes: bytes.byteLength },
      });
      return saved!;
    });
  } catch (error) {
    await ctx.files.delete(key).catch(() => {});
    throw error;
  }
  if (replaced) await ctx.files.delete(replaced).catch(() => {});
  return orderDetailOf(ctx.db, order, ctx.now());
}

/** `GET orders/{id}/receipt`: the receipt's bytes, for its owner only. */
export async function readReceipt(
  ctx: OrdersContext,
  caller: SessionCustomer,
  orderId: number,
): Promise<StoredFile & { trackingCode: string }> {
  const order = await findOwnOrder(ctx.db, caller.customer.id, orderId);
  if (!order.receiptKey) throw new DomainError('RECEIPT_NOT_FOUND');
  const file = await ctx.files.get(order.receiptKey).catch(unavailable);
  if (!file) throw new DomainError('RECEIPT_NOT_FOUND');
  return { ...file, trackingCode: order.trackingCode };
}
