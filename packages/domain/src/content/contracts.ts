import { z } from 'zod';
import { defineContract } from '../api/contract.ts';
import { IdParamsSchema } from '../common-schemas.ts';
import {
  HomeLayoutRowSchema,
  HomeLoadRequestSchema,
  HomeRowSchema,
  NoticeBannerSchema,
  NoticeSeenRequestSchema,
  SiteConfigSchema,
  SlideSchema,
} from './schemas.ts';
import {
  ContactRequestSchema,
  ContentPageSchema,
  FaqCategorySchema,
  FaqSchema,
  FaqsQuerySchema,
  PageSlugParamsSchema,
} from './pages.ts';
import { LandingSchema, LandingSlugParamsSchema } from './landings.ts';

// The content module's endpoints: the home page, the slider, the sticky notice, site settings, the
// shop's own pages, the FAQ and the contact form.

const tags = ['content'];
const homeLayouts = {
  method: 'GET',
  tags,
  summary: 'The home page as ordered rows; each is then loaded with POST home/load',
  data: z.array(HomeLayoutRowSchema),
} as const;

export const contentContracts = {
  siteConfig: defineContract({
    method: 'GET',
    path: '/config',
    tags,
    summary: 'Settings the storefront needs on every page',
    data: SiteConfigSchema,
  }),
  sliders: defineContract({
    method: 'GET',
    path: '/sliders',
    tags,
    summary: 'The home slider',
    data: z.array(SlideSchema),
  }),
  homeLayouts: defineContract({ ...homeLayouts, path: '/home/layouts' }),
  // `GET home` is the spec's other name for the layout.
  home: defineContract({ ...homeLayouts, path: '/home' }),
  homeRow: defineContract({
    method: 'POST',
    path: '/home/load',
    tags,
    summary: 'One home row with its records',
    errors: ['HOME_ROW_NOT_FOUND'],
    body: HomeLoadRequestSchema,
    data: HomeRowSchema,
  }),
  latestNotice: defineContract({
    method: 'GET',
    path: '/home/banners/latest',
    tags,
    summary: 'The sticky notice under the header, or null when there is none',
    data: NoticeBannerSchema.nullable(),
  }),
  // "PUT home banner by id (marks seen)" (checkout-and-account.md §7): what the web calls.
  noticeSeen: defineContract({
    method: 'PUT',
    path: '/home/banners/:id',
    tags,
    summary: 'Counts a customer who closed the notice',
    errors: ['NOTICE_NOT_FOUND'],
    params: IdParamsSchema,
    body: NoticeSeenRequestSchema,
    data: z.null(),
  }),
  // The storefront table's `GET home/banners/{id}/visit`, kept for clients that call it (decision 084).
  // A GET, but it counts: the API serves it where answers are never cached.
  noticeVisit: defineContract({
    method: 'GET',
    path: '/home/banners/:id/visit',
    tags,
    summary: 'Counts a customer who closed the notice (the older GET of PUT home/banners/{id})',
    errors: ['NOTICE_NOT_FOUND'],
    params: IdParamsSchema,
    data: z.null(),
  }),
  page: defineContract({
    method: 'GET',
    path: '/pages/:slug',
    tags,
    summary: 'One of the shop’s own pages (about-us, terms, privacy) with its sanitised HTML',
    errors: ['PAGE_NOT_FOUND'],
    params: PageSlugParamsSchema,
    data: ContentPageSchema,
  }),
  landing: defineContract({
    method: 'GET',
    path: '/landings/:slug',
    tags,
    summary: 'A landing page: its ordered blocks, shelves served as the cards they name',
    errors: ['LANDING_NOT_FOUND'],
    params: LandingSlugParamsSchema,
    data: LandingSchema,
  }),
  faqCategories: defineContract({
    method: 'GET',
    path: '/faq-categories',
    tags,
    summary: 'The FAQ’s categories, in their order',
    data: z.array(FaqCategorySchema),
  }),
  faqs: defineContract({
    method: 'GET',
    path: '/faqs',
    tags,
    summary: 'The FAQ’s questions with their sanitised answers, all or one category’s, in their order',
    query: FaqsQuerySchema,
    data: z.array(FaqSchema),
  }),
  contact: defineContract({
    method: 'POST',
    path: '/contact',
    tags,
    summary: 'A message from the contact page, kept for staff; a few an hour from one address',
    errors: ['RATE_LIMITED'],
    body: ContactRequestSchema,
    data: z.null(),
  }),
};
