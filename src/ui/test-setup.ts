import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { MotionGlobalConfig } from 'motion/react';
import { afterEach } from 'vitest';

// Components animate with motion; tests look at where things end up, at once.
MotionGlobalConfig.skipAnimations = true;

afterEach(() => {
  cleanup();
});
