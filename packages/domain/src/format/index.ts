export * from './time-ago';
export * from './shorten';
