import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { preloadSessionMachine } from '../../app/src/session/sessionMachineLoader';

afterEach(() => cleanup());

// One second of wall clock is too little on a loaded two-core CI runner; see .storybook/preview.tsx.
configure({ asyncUtilTimeout: 5000 });

// Screens under test start with the session machine's code in, as the app has it once a stored
// session or a sign-in screen loaded it; the deferred path has its own tests (SessionProvider.test).
await preloadSessionMachine();
