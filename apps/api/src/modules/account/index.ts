// The account module's face: all another module may import from it (besides public/).
export { accountModule } from './module.ts';
export type { AccountService } from './service.ts';
