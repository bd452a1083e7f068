/**
 * framer-motion's layout and drag features, part of the moving screens' chunk (./MovingScreens),
 * which loads after the title: the start-up JavaScript stays small.
 */
export { domMax as default } from 'motion/react';
