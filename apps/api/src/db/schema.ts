// Every module's tables in one object, for Drizzle's relational queries and for drizzle-kit.
export * from '../modules/catalogue/public/tables.ts';
export * from '../modules/catalogue/tables.ts';
export * from '../modules/content/tables.ts';
export * from '../modules/identity/public/tables.ts';
export * from '../modules/identity/tables.ts';
export * from '../modules/basket/tables.ts';
export * from '../adapters/sms/tables.ts';
export * from '../platform/tables.ts';
export * from '../modules/account/public/tables.ts';
export * from '../modules/orders/public/tables.ts';
export * from '../modules/orders/tables.ts';
export * from '../modules/checkout/tables.ts';
export * from '../modules/payments/public/tables.ts';
export * from '../adapters/payments/sandbox-tables.ts';
export * from '../modules/reviews/tables.ts';
export * from '../modules/engagement/tables.ts';
