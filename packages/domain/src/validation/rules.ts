// The field rules as one namespace (`rules` in the package's index).
export * from './fields';
export { phone } from './phone';
