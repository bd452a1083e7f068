// Worker-thread bootstrap: worker threads do not inherit vitest's TypeScript loader, so register
// tsx here, then load the TypeScript worker.
import { register } from 'tsx/esm/api';

register();
await import('./node-bot-worker.ts');
