// The cart area's public port: what other areas may use. Everything else in this folder is private to it.

export { cartRoutes } from './routes';
