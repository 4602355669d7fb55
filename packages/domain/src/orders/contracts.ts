import { defineContract } from '../api/contract.ts';
import { IdParamsSchema } from '../common-schemas.ts';
import {
  InvoiceSchema,
  OrderDetailSchema,
  OrderNoteRequestSchema,
  OrderRateRequestSchema,
  OrdersPageSchema,
  OrdersQuerySchema,
} from './account-schemas.ts';
import { z } from 'zod';

// The customer's orders (checkout-and-account.md §7 "Profile and orders"; docs/api.md "Orders").
// Every id is looked up with its owner: another customer's order is 404, as one that does not exist.

const tags = ['orders'];
const auth = 'customer';

export const ordersContracts = {
  orders: defineContract({
    method: 'GET',
    path: '/orders',
    tags,
    auth,
    summary:
      'The caller’s orders, newest first, 10 a page, with how many there are and how many were delivered',
    query: OrdersQuerySchema,
    data: OrdersPageSchema,
  }),
  order: defineContract({
    method: 'GET',
    path: '/orders/:id',
    tags,
    auth,
    summary: 'One of the caller’s orders: lines, amounts, timeline, notes, rating and what may be done now',
    errors: ['ORDER_NOT_FOUND'],
    params: IdParamsSchema,
    data: OrderDetailSchema,
  }),
  note: defineContract({
    method: 'POST',
    path: '/orders/:id/note',
    tags,
    auth,
    summary: 'Adds a note to an order awaiting payment (five at most)',
    errors: ['ORDER_NOT_FOUND', 'ORDER_NOTE_NOT_ALLOWED', 'ORDER_NOTES_LIMIT'],
    params: IdParamsSchema,
    body: OrderNoteRequestSchema,
    data: OrderDetailSchema,
  }),
  rate: defineContract({
    method: 'POST',
    path: '/orders/:id/rate',
    tags,
    auth,
    summary: 'Rates a delivered order 1 to 5 with an optional note; `_method: PUT` changes the rating',
    errors: ['ORDER_NOT_FOUND', 'ORDER_RATE_NOT_ALLOWED', 'ORDER_ALREADY_RATED'],
    params: IdParamsSchema,
    body: OrderRateRequestSchema,
    data: z.object({ rates: z.number().int(), note: z.string().nullable() }),
  }),
  invoice: defineContract({
    method: 'GET',
    path: '/invoices/:id',
    tags,
    auth,
    summary: 'One of the caller’s orders as a sales invoice: seller, buyer (national code), rows, totals',
    errors: ['ORDER_NOT_FOUND'],
    params: IdParamsSchema,
    data: InvoiceSchema,
  }),
  receipt: defineContract({
    method: 'POST',
    path: '/orders/:id/receipt',
    tags,
    auth,
    summary:
      'Uploads the bank-transfer receipt of an order awaiting it: multipart, the file in `check` (JPEG, PNG, WebP or PDF by its bytes, 5 MB at most); `_method=PUT` replaces it',
    errors: [
      'ORDER_NOT_FOUND',
      'RECEIPT_NOT_ALLOWED',
      'RECEIPT_ALREADY_UPLOADED',
      'FILE_STORE_UNAVAILABLE',
      'UNSUPPORTED_MEDIA_TYPE',
      'MALFORMED_REQUEST',
      'PAYLOAD_TOO_LARGE',
    ],
    params: IdParamsSchema,
    data: OrderDetailSchema,
  }),
};
