import type { PaymentGateway } from '../../../adapters/payments/port.ts';
import type { Counters } from '../../../adapters/cache/port.ts';
import type { SmsLog, SmsSender } from '../../../adapters/sms/port.ts';
import type { Database } from '../../../db/client.ts';
import type { StepRunner } from '../../../platform/step-runner.ts';
import type { OrderLimits } from './order-limits.ts';

export type CheckoutContext = {
  db: Database;
  now: () => Date;
  runSteps: StepRunner;
  /** Rials above which shipping is free (FREE_SHIPPING_THRESHOLD). */
  freeShippingThreshold: number;
  /** The gateway online payments go through; null: the online port is never offered (issue 19). */
  gateway: PaymentGateway | null;
  /** The shop's address, for the gateway's callback. */
  publicUrl: string;
  /** Logs what has no request to answer (a gateway's refusal, a late payment refunded). */
  logError: (error: unknown, message: string) => void;
  /** Sends the order notices (the SMS outbox offline, Kavenegar with its key). */
  sms: SmsSender;
  log: SmsLog;
  /** Orders a customer may place and cancel in an hour (decision 083). */
  orderLimits: OrderLimits;
  /** Where cancellations are counted (the cache's counters: Redis across replicas). */
  counters: Counters;
};
