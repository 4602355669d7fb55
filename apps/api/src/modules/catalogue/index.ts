// The catalogue module's face: all another module may import from it, besides public/ (tables and
// SQL pieces for queries and writes inside a caller's transaction).
export { catalogueModule } from './module.ts';
export { reslugCatalogue } from './service/reslug-catalogue.ts';
export type { CatalogueService } from './service.ts';
