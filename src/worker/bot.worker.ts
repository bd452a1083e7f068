/** The Web Worker entry: the bots behind comlink, off the main thread. */
import { expose } from 'comlink';
import { botApi } from './botApi';

expose(botApi);
