import 'reflect-metadata';
import { loadConfigOrExit } from '@retainly/config';
import { createDataSource } from '@retainly/database';
import { isEmailShaped, normalizeEmail } from '@retainly/domain';
import { issueToken } from '../apps/api/src/auth/one-time-tokens';
import { PreflightError, runScript } from './preflight';

const USAGE = 'Usage: npm run operator:create -- <email>';

/**
 * `npm run operator:create -- ops@retainly.app`: gives the account the operator role (creating
 * it if needed) and prints a one-time link to choose its password. Run it again for a new link.
 */
runScript(async () => {
  const email = normalizeEmail(process.argv[2] ?? '');
  if (!isEmailShaped(email)) throw new PreflightError(USAGE);
  const config = loadConfigOrExit();
  const db = await createDataSource({ url: config.DATABASE_URL, poolSize: 1 }).initialize();
  try {
    const token = await db.transaction(async (manager) => {
      const [{ id }]: { id: string }[] = await manager.query(
        `INSERT INTO retainly_users (email, role, email_confirmed_at) VALUES ($1, 'operator', now())
         ON CONFLICT (email) DO UPDATE SET role = 'operator', updated_at = now()
         RETURNING id`,
        [email],
      );
      return issueToken(manager, id, 'reset_password');
    });
    process.stdout.write(
      `${email} is an operator. Choose the password within an hour at:\n` +
        `${config.APP_URL}/reset-password#token=${token}\n` +
        `Then sign in as usual; the console is at ${config.APP_URL}/admin\n`,
    );
  } finally {
    await db.destroy();
  }
});
