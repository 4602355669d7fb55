/** The customer's account: addresses, the wallet, the company link. */
export const accountErrorCodes = {
  ADDRESS_NOT_FOUND: 404,
  ADDRESS_OUTSIDE_SERVICE_AREA: 422,
  LAST_ADDRESS: 422,
  COMPANY_CODE_EXPIRED: 404,
} as const;
