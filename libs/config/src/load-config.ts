import { existsSync } from 'node:fs';
import { configSchema, type AppConfig } from './config.schema';

/** Thrown for a missing or malformed variable; its message is the one line an operator reads. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Validates the environment; the first problem becomes a ConfigError naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = configSchema.safeParse(env);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const variable = String(issue.path[0] ?? 'environment');
  throw new ConfigError(`Configuration error: ${variable} ${issue.message}`);
}

/** Reads ./.env into process.env when present (real environment variables win). */
export function loadDotEnv(path = '.env'): void {
  if (existsSync(path)) process.loadEnvFile(path);
}

/**
 * Loads config for a process entry point: on a bad value it prints one line and exits 1,
 * with no stack trace, so the operator sees exactly which variable to fix.
 */
export function loadConfigOrExit(env: NodeJS.ProcessEnv = process.env): AppConfig {
  try {
    loadDotEnv();
    return loadConfig(env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }
}
