// The admin module's face: all another module may import from it (nothing yet: it is the top rung).
export { adminModule } from './module.ts';
