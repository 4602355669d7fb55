import { defineContract } from '../api/contract.ts';
import { IdParamsSchema } from '../common-schemas.ts';
import {
  AddressChangeRequestSchema,
  AddressCreateRequestSchema,
  AddressListSchema,
  AddressSchema,
  CedarLocalityQuerySchema,
  CompanyCodeRequestSchema,
  CompanyLinkSchema,
  CreatedIdSchema,
  LocalitySchema,
  MakeMainRequestSchema,
  OsmLocalityQuerySchema,
  WalletSchema,
} from './schemas.ts';

// The customer's addresses, the locality lookups, the wallet and the company link
// (checkout-and-account.md §7 "Addresses"; docs/api.md "Account"). Every id is checked against its
// owner in the query: another customer's address is ADDRESS_NOT_FOUND.

const tags = ['account'];
const auth = 'customer';
const outside = ['ADDRESS_OUTSIDE_SERVICE_AREA'] as const;

export const accountContracts = {
  addresses: defineContract({
    method: 'GET',
    path: '/addresses',
    tags,
    auth,
    summary: "The customer's addresses, the main one first",
    data: AddressListSchema,
  }),
  mainAddress: defineContract({
    method: 'GET',
    path: '/addresses/main',
    tags,
    auth,
    summary: 'The main address, or null when the customer has none',
    data: AddressSchema.nullable(),
  }),
  address: defineContract({
    method: 'GET',
    path: '/addresses/:id',
    tags,
    auth,
    summary: 'One of the customer’s addresses',
    errors: ['ADDRESS_NOT_FOUND'],
    params: IdParamsSchema,
    data: AddressSchema,
  }),
  createAddress: defineContract({
    method: 'POST',
    path: '/addresses',
    tags,
    auth,
    summary: 'Adds an address (Tehran only); the first becomes main and completes registration step 1',
    errors: [...outside],
    body: AddressCreateRequestSchema,
    data: CreatedIdSchema,
  }),
  changeAddress: defineContract({
    method: 'POST',
    path: '/addresses/:id',
    tags,
    auth,
    summary: 'Edits (_method PUT) or deletes (_method DELETE; never the last one) an address',
    errors: ['ADDRESS_NOT_FOUND', 'LAST_ADDRESS', ...outside],
    params: IdParamsSchema,
    body: AddressChangeRequestSchema,
    data: CreatedIdSchema,
  }),
  makeMainAddress: defineContract({
    method: 'POST',
    path: '/addresses/:id/main',
    tags,
    auth,
    summary: 'Makes an address the main one (_method PUT)',
    errors: ['ADDRESS_NOT_FOUND'],
    params: IdParamsSchema,
    body: MakeMainRequestSchema,
    data: CreatedIdSchema,
  }),
  cedarLocality: defineContract({
    method: 'GET',
    path: '/cedar/locality',
    tags,
    auth,
    summary: "A point's names for the address form (Tehran only)",
    errors: [...outside],
    query: CedarLocalityQuerySchema,
    data: LocalitySchema,
  }),
  osmLocality: defineContract({
    method: 'GET',
    path: '/openstreetmap/locality',
    tags,
    auth,
    summary: "A point's names for the address form (Tehran only; OpenStreetMap's lat/lon)",
    errors: [...outside],
    query: OsmLocalityQuerySchema,
    data: LocalitySchema,
  }),
  wallet: defineContract({
    method: 'GET',
    path: '/profile/credit',
    tags,
    auth,
    summary: 'The wallet: its balance (negative is a debt) and the latest entries of its ledger',
    data: WalletSchema,
  }),
  company: defineContract({
    method: 'GET',
    path: '/profile/company',
    tags,
    auth,
    summary: 'The company the customer buys for, if any',
    data: CompanyLinkSchema,
  }),
  linkCompany: defineContract({
    method: 'POST',
    path: '/profile/company',
    tags,
    auth,
    summary: 'Links the company with this code to the customer ({ code }), or unlinks it (_method DELETE)',
    errors: ['COMPANY_CODE_EXPIRED'],
    body: CompanyCodeRequestSchema,
    data: CompanyLinkSchema,
  }),
};
