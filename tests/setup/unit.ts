import { afterEach } from 'vitest';

// Tests that render (happy-dom) get Testing Library's matchers, cleanup and timeouts, and the
// session machine. Tests in Node (`// @vitest-environment node`: the server's) render nothing, and
// loading React, Testing Library and the app's session code cost each such file about a second
// of setup on the loaded 2-core CI machine, for nothing.
if (typeof document !== 'undefined') {
  await import('@testing-library/jest-dom/vitest');
  const [{ cleanup, configure }, { preloadSessionMachine }] = await Promise.all([
    import('@testing-library/react'),
    import('../../app/src/session/sessionMachineLoader'),
  ]);

  afterEach(() => cleanup());

  // One second of wall clock is too little on a loaded two-core CI runner; see .storybook/preview.tsx.
  configure({ asyncUtilTimeout: 5000 });

  // Screens under test start with the session machine's code in, as the app has it once a stored
  // session or a sign-in screen loaded it; the deferred path has its own tests (SessionProvider.test).
  await preloadSessionMachine();
}
