import { bindUseCases } from '../../platform/shop-module.ts';
import {
  createAddress,
  deleteAddress,
  editAddress,
  getAddress,
  listAddresses,
  mainAddress,
  makeMainAddress,
} from './service/addresses.ts';
import { getCompanyLink, linkCompany, unlinkCompany } from './service/company.ts';
import type { AccountContext } from './service/context.ts';
import { localityOf } from './service/locality.ts';
import { searchPlaces } from './service/place-search.ts';
import { userDetails } from './service/user-details.ts';
import { adjustWallet, getWallet } from './service/wallet.ts';

export type AccountService = ReturnType<typeof createAccountService>;

/** The account's use cases, one concern per file under service/. */
export function createAccountService(ctx: AccountContext) {
  return bindUseCases(ctx, {
    listAddresses,
    mainAddress,
    getAddress,
    createAddress,
    editAddress,
    deleteAddress,
    makeMainAddress,
    localityOf,
    searchPlaces,
    getWallet,
    adjustWallet,
    getCompanyLink,
    linkCompany,
    unlinkCompany,
    userDetails,
  });
}
