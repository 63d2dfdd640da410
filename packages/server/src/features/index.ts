import { accountRoutes } from './account/routes';
import { catalogueRoutes } from './catalogue/routes';
import { mediaRoutes } from '../media/routes';
import { sandboxPayRoutes } from './orders/sandboxPay';
import { ordersRoutes } from './orders/routes';
import { cartRoutes } from './cart/routes';
import { addressRoutes } from './address/routes';
import { collectionRoutes } from './catalogue/collectionRoutes';
import type { RouteModule } from '../http/routeModule';
import { uploadRoutes } from './uploads/routes';
import { walletRoutes } from './wallet/routes';
import { merchantRoutes } from './merchant/routes';
import { staffRoutes } from './staff/routes';
import { chatRoutes } from './chat/routes';
import { healthRoutes } from '../http/health';

// Every area's routes, in registration order. Append a line for a new area (never rewrite others').
// The sandbox provider registers itself only where config.sandboxPayments allows it.
export const routeModules: RouteModule[] = [
  accountRoutes,
  uploadRoutes,
  catalogueRoutes,
  mediaRoutes,
  cartRoutes,
  ordersRoutes,
  collectionRoutes,
  addressRoutes,
  sandboxPayRoutes,
  walletRoutes,
  merchantRoutes,
  staffRoutes,
  chatRoutes,
  healthRoutes,
];
