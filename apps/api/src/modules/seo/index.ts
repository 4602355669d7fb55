// The seo module's face: all another module may import from it.
export { seoModule } from './module.ts';
export type { SeoService } from './service.ts';
