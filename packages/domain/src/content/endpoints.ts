import type { Endpoint } from '../api/endpoint.ts';
import type { contentContracts } from './contracts.ts';

// The content module's endpoints for callers (`import * as content from …/endpoints`): method and path,
// typed by their contracts (a method or path that is not the contract's own is a type error). Plain
// constants, so a page's script carries only the endpoints it calls.

type C = typeof contentContracts;

export const siteConfig: Endpoint<C['siteConfig']> = { method: 'GET', path: '/config' };
export const sliders: Endpoint<C['sliders']> = { method: 'GET', path: '/sliders' };
export const homeLayouts: Endpoint<C['homeLayouts']> = { method: 'GET', path: '/home/layouts' };
export const home: Endpoint<C['home']> = { method: 'GET', path: '/home' };
export const homeRow: Endpoint<C['homeRow']> = { method: 'POST', path: '/home/load' };
export const latestNotice: Endpoint<C['latestNotice']> = { method: 'GET', path: '/home/banners/latest' };
export const noticeSeen: Endpoint<C['noticeSeen']> = { method: 'PUT', path: '/home/banners/:id' };
/** The older GET of the same (decision 084); the web calls noticeSeen, other clients may call this. */
export const noticeVisit: Endpoint<C['noticeVisit']> = { method: 'GET', path: '/home/banners/:id/visit' };
export const page: Endpoint<C['page']> = { method: 'GET', path: '/pages/:slug' };
export const landing: Endpoint<C['landing']> = { method: 'GET', path: '/landings/:slug' };
export const faqCategories: Endpoint<C['faqCategories']> = { method: 'GET', path: '/faq-categories' };
export const faqs: Endpoint<C['faqs']> = { method: 'GET', path: '/faqs' };
export const contact: Endpoint<C['contact']> = { method: 'POST', path: '/contact' };
