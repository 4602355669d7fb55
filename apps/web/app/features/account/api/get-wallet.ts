import * as account from '@shop/domain/account/endpoints';
import { ApiError, type ApiClient } from '../../../shared/api/client.ts';

/**
 * `GET profile/credit`: the wallet's balance in rials (negative is a debt). A refusal gives null, so
 * /profile still opens without its wallet line rather than failing whole.
 */
export async function findWalletBalance(api: ApiClient): Promise<number | null> {
  try {
    return (await api.call(account.wallet)).data.balance;
  } catch (error) {
    if (error instanceof ApiError) return null;
    throw error;
  }
}
