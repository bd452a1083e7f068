/** The bots' worker as a Node worker thread: the same botApi, over comlink's Node adapter. */
import { expose } from 'comlink';
import nodeEndpoint from 'comlink/dist/esm/node-adapter.mjs';
import { parentPort } from 'node:worker_threads';
import { botApi } from '../../src/worker/botApi';

if (parentPort === null) throw new Error('run this file as a worker thread');
expose(botApi, nodeEndpoint(parentPort));
