// comlink ships the Node adapter's types as node-adapter.d.ts next to the .mjs it describes; this
// maps the .mjs path the worker-thread tests import to them.
declare module 'comlink/dist/esm/node-adapter.mjs' {
  import nodeEndpoint from 'comlink/dist/esm/node-adapter';
  export default nodeEndpoint;
}
