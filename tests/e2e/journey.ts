import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { Api } from '../../scripts/bench/api';
import { launchBrowser } from './browser';
import { startServer, type RunningServer } from './server';

/*
 * What every journey file runs against: the real server on an embedded database, one Chromium and
 * an API client for the steps a journey takes through the API. The bindings below are live: they
 * hold this file's server and browser once `beforeAll` has run.
 */
export let server: RunningServer;
export let browser: Browser;
export let api: Api;

/** Starts the server and the browser before the file's tests and stops both after, also on failure. */
export function startJourney(): void {
  beforeAll(async () => {
    [browser, server] = await Promise.all([launchBrowser(), startServer()]);
    api = new Api(server.url);
  }, 180_000);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });
}
