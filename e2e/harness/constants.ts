import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** Git-ignored: the screenshots of every journey's key steps, replaced on each run. */
export const SCREENSHOT_DIR = path.join(REPO_ROOT, 'e2e/screenshots');
/** Git-ignored: the server's output of the last run, for reading after a failure. */
export const SERVER_LOG = path.join(REPO_ROOT, 'e2e/.tmp/server.log');

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

export const ADMIN = { username: 'e2e-admin', password: 'e2e-password-123' };
/** The business the journeys' server is configured for: the served HTML must carry it before any script runs. */
export const E2E_BUSINESS_NAME = 'Harbour Pilates Studio';

/** What the global setup hands to every test file. */
export interface E2eEnv {
  baseUrl: string;
  wsEndpoint: string;
  mailDir: string;
}

export const DESKTOP = { width: 1280, height: 800 };
export const PHONE = { width: 390, height: 844 };
