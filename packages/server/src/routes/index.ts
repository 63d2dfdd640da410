import { accountRoutes } from './accounts';
import { catalogueRoutes } from './catalogue';
import { mediaRoutes } from './media';
import { sandboxPayRoutes } from './sandbox-pay';
import { shoppingRoutes } from './shopping';
import type { RouteModule } from './types';
import { uploadRoutes } from './uploads';
import { walletRoutes } from './wallet';
import { merchantRoutes } from './merchant';
import { staffRoutes } from './staff';
import { chatRoutes } from './chat';
import { healthRoutes } from './health';

// Every area's routes, in registration order. Append a line for a new area (never rewrite others').
// The sandbox provider registers itself only where config.sandboxPayments allows it.
export const routeModules: RouteModule[] = [
  accountRoutes,
  uploadRoutes,
  catalogueRoutes,
  mediaRoutes,
  shoppingRoutes,
  sandboxPayRoutes,
  walletRoutes,
  merchantRoutes,
  staffRoutes,
  chatRoutes,
  healthRoutes,
];
