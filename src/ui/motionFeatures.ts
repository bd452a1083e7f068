/**
 * framer-motion's layout and drag features, loaded after the first paint (LazyMotion): the
 * table works before they arrive, and the start-up JavaScript stays small.
 */
export { domMax as default } from 'motion/react';
