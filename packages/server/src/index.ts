export { createApp } from './app';
export { prepareServer } from './server';
