// The content module's face: all another module may import from it.
export { contentModule } from './module.ts';
export type { ContentService } from './service.ts';
