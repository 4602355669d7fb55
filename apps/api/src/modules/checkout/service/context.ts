import type { Database } from '../../../db/client.ts';
import type { StepRunner } from '../../../platform/step-runner.ts';

export type CheckoutContext = {
  db: Database;
  now: () => Date;
  runSteps: StepRunner;
  /** Rials above which shipping is free (FREE_SHIPPING_THRESHOLD). */
  freeShippingThreshold: number;
  /** A payment gateway is configured (issue 19): until then the online port is never offered. */
  onlinePayments: boolean;
};
