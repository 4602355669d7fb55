import type { StaffAuth, StaffService } from '../identity/index.ts';
import type { ShopModule } from '../../platform/shop-module.ts';
import { staffRoutes } from './routes.ts';

/**
 * What spans modules in the back office (decision 093): staff management today; the audit viewer,
 * the dashboard and CSV later. Each module serves the staff endpoints of its own data itself.
 */
export function adminModule(needs: { staff: StaffService; staffAuth: StaffAuth }): ShopModule<null> {
  return { name: 'admin', face: null, routes: { admin: (scope) => staffRoutes(scope, needs) } };
}
