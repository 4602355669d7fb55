import type { Endpoint } from '../api/endpoint.ts';
import type { basketContracts } from './contracts.ts';

// The basket module's endpoints for callers (`import * as basket from …/endpoints`): method and path,
// typed by their contracts (a method or path that is not the contract's own is a type error). Plain
// constants, so a page's script carries only the endpoints it calls.

type C = typeof basketContracts;

export const basket: Endpoint<C['basket']> = { method: 'GET', path: '/cart' };
export const basketPage: Endpoint<C['basketPage']> = { method: 'GET', path: '/cart/list' };
export const cartInfo: Endpoint<C['cartInfo']> = { method: 'GET', path: '/cart/info' };
export const cartInfoByPost: Endpoint<C['cartInfoByPost']> = { method: 'POST', path: '/cart/info' };
export const mergeGuestBasket: Endpoint<C['mergeGuestBasket']> = { method: 'POST', path: '/cart/multi' };
export const writeLine: Endpoint<C['writeLine']> = { method: 'POST', path: '/cart/:id' };
export const freeShippingThreshold: Endpoint<C['freeShippingThreshold']> = {
  method: 'GET',
  path: '/config/free-shipping-threshold',
};
