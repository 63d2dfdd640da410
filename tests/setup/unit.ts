import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => cleanup());

// One second of wall clock is too little on a loaded two-core CI runner; see .storybook/preview.tsx.
configure({ asyncUtilTimeout: 5000 });
