// The engagement module's face: all another module may import from it.
export { engagementModule } from './module.ts';
export type { EngagementService } from './service.ts';
