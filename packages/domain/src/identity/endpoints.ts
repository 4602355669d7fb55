import type { Endpoint } from '../api/endpoint.ts';
import type { identityContracts } from './contracts.ts';

// The identity module's endpoints for callers (`import * as identity from …/endpoints`): method and path,
// typed by their contracts (a method or path that is not the contract's own is a type error). Plain
// constants, so a page's script carries only the endpoints it calls.

type C = typeof identityContracts;

export const checkRegister: Endpoint<C['checkRegister']> = { method: 'POST', path: '/check-register' };
export const register: Endpoint<C['register']> = { method: 'POST', path: '/register' };
export const sendCode: Endpoint<C['sendCode']> = { method: 'POST', path: '/code' };
export const verifyCode: Endpoint<C['verifyCode']> = { method: 'POST', path: '/verification' };
export const login: Endpoint<C['login']> = { method: 'POST', path: '/login' };
export const resetPassword: Endpoint<C['resetPassword']> = { method: 'POST', path: '/password/reset' };
export const logout: Endpoint<C['logout']> = { method: 'POST', path: '/logout' };
export const profile: Endpoint<C['profile']> = { method: 'GET', path: '/profile' };
export const signup: Endpoint<C['signup']> = { method: 'POST', path: '/profile/signup' };
export const completeProfile: Endpoint<C['completeProfile']> = { method: 'POST', path: '/profile/complete' };
export const changePassword: Endpoint<C['changePassword']> = {
  method: 'POST',
  path: '/profile/change-password',
};
export const updateProfile: Endpoint<C['updateProfile']> = { method: 'POST', path: '/profile' };
export const mobileChangeStart: Endpoint<C['mobileChangeStart']> = {
  method: 'POST',
  path: '/profile/mobile/current-code',
};
export const mobileChangeNewNumber: Endpoint<C['mobileChangeNewNumber']> = {
  method: 'POST',
  path: '/profile/mobile/new-number',
};
export const mobileChangeConfirm: Endpoint<C['mobileChangeConfirm']> = {
  method: 'POST',
  path: '/profile/mobile/confirm',
};
