import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { MotionGlobalConfig } from 'motion/react';
import { afterEach } from 'vitest';

// A screen that appears after a state change (findBy…, waitFor) renders the table again in jsdom:
// a few hundred ms alone, over a second beside the browser tests on a busy 2-core machine, where
// the library's 1 s wait ran out (HandResult.test.tsx, back from the menu to the result).
configure({ asyncUtilTimeout: 5000 });

// Components animate with motion; tests look at where things end up, at once.
MotionGlobalConfig.skipAnimations = true;

afterEach(() => {
  cleanup();
});
