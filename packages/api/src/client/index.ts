export * from './client';
export * from './cloud';
export * from './config';
export * from './errors';
