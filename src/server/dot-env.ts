import { existsSync } from 'node:fs';

/**
 * Reads ./.env when present; variables already set in the environment win. A module of its own:
 * the server's start reads it before loading anything else (main.ts).
 */
export function loadDotEnv(file = '.env'): void {
  if (existsSync(file)) process.loadEnvFile(file);
}
