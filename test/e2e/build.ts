/**
 * Builds the app as `npm start` does and serves it with `vite preview` on 127.0.0.1: for the
 * browser tests, the update test's second build and `npm run lighthouse`.
 */
import { build, preview } from 'vite';

/**
 * vitest sets NODE_ENV=test, which Vite would carry into the bundle (React's development build):
 * what is tested must be what `npm start` serves. `env` names a build (HU_VERSION, …).
 */
export async function buildApp(outDir: string, env: Record<string, string> = {}): Promise<void> {
  const vars = { NODE_ENV: 'production', ...env };
  const saved = Object.fromEntries(Object.keys(vars).map((name) => [name, process.env[name]]));
  Object.assign(process.env, vars);
  try {
    await build({ mode: 'production', logLevel: 'warn', build: { outDir, emptyOutDir: true } });
  } finally {
    for (const [name, value] of Object.entries(saved))
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
  }
}

export async function previewApp(
  outDir: string,
  port: number,
): Promise<{ url: string; close: () => Promise<void> }> {
  const server = await preview({
    logLevel: 'warn',
    build: { outDir },
    preview: { host: '127.0.0.1', port, strictPort: false },
  });
  const url = server.resolvedUrls?.local[0];
  if (!url) throw new Error('vite preview did not report its address');
  return { url, close: () => server.close() };
}
