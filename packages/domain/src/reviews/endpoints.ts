import type { Endpoint } from '../api/endpoint.ts';
import type { reviewsContracts } from './contracts.ts';

// The reviews module's endpoints for callers, typed by their contracts (see content/endpoints.ts).

type C = typeof reviewsContracts;

export const comments: Endpoint<C['comments']> = { method: 'GET', path: '/comments' };
export const postComment: Endpoint<C['postComment']> = { method: 'POST', path: '/comments' };
