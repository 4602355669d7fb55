// The reviews module's face: all another module may import from it.
export { reviewsModule } from './module.ts';
export type { ReviewsService } from './service.ts';
