/**
 * Finds a Chromium for the real-browser tests: $CHROME_PATH, then the usual install paths. On a
 * Debian machine where we may (root, or password-less sudo) it installs Debian's `chromium`;
 * elsewhere it says exactly what to install. Playwright never downloads a browser here.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const CANDIDATES = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
  '/snap/bin/chromium',
  '/Applications/Chromium.app/Contents/MacOS/Chromium',
  '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
];

/** Flags that keep headless Chromium quiet on a machine with no network (shared/toolchain.md). */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

function installedPath(): string | undefined {
  const fromEnv = process.env['CHROME_PATH'];
  if (fromEnv) {
    if (!existsSync(fromEnv)) throw new Error(`CHROME_PATH=${fromEnv} does not exist`);
    return fromEnv;
  }
  return CANDIDATES.find((path) => existsSync(path));
}

function canRun(command: string, args: string[]): boolean {
  try {
    execFileSync(command, args, { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

function installOnDebian(): boolean {
  if (!existsSync('/etc/debian_version') || !canRun('apt-get', ['--version'])) return false;
  const asRoot = process.getuid?.() === 0;
  if (!asRoot && !canRun('sudo', ['-n', 'true'])) return false;
  const run = (args: string[]) =>
    asRoot
      ? execFileSync('apt-get', args, { stdio: 'inherit' })
      : execFileSync('sudo', ['-n', 'apt-get', ...args], { stdio: 'inherit' });
  process.stderr.write(
    'Chromium not found: installing Debian package "chromium" for the browser tests…\n',
  );
  run(['update']);
  run(['install', '-y', '--no-install-recommends', 'chromium']);
  return true;
}

export function findChromium(): string {
  const found = installedPath();
  if (found) return found;
  if (installOnDebian()) {
    const installed = installedPath();
    if (installed) return installed;
  }
  throw new Error(
    [
      'The browser tests need Chromium or Chrome and none was found.',
      'Install one, or point CHROME_PATH at its binary:',
      '  Debian/Ubuntu: sudo apt-get install -y chromium',
      '  Fedora:        sudo dnf install -y chromium',
      '  macOS:         brew install --cask chromium',
      '  any system:    CHROME_PATH=/path/to/chrome npm test',
    ].join('\n'),
  );
}
