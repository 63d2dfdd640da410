import type { Hono } from 'hono';
import type { AppContext } from '../context';
import type { AppEnv } from './env';

/**
 * One area's endpoints. Each module in this folder exports one of these and is listed in
 * `features/index.ts`; it registers its paths under `/api/<area>/...` on the shared app.
 */
export type RouteModule = (app: Hono<AppEnv>, ctx: AppContext) => void;
