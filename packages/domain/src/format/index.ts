export * from './time-ago';
export * from './shorten';
export * from './isolate';
