export { Rate, RATE_MAX, rateSizes, type RateProps } from './Rate';
