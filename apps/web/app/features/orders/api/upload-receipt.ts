import * as orders from '@shop/domain/orders/endpoints';
import { uploadForm } from '../../../shared/api/upload-form.ts';

/**
 * POST orders/{id}/receipt, multipart: the file in `check`; `_method=PUT` replaces the receipt sent
 * before (a plain second POST is 409). Answers the order's detail, now with its `receipt`.
 */
export async function uploadReceipt(id: number, file: File, options: { replace: boolean }) {
  const form = new FormData();
  if (options.replace) form.append('_method', 'PUT');
  form.append('check', file, file.name);
  return uploadForm(orders.receipt, { params: { id }, form });
}
