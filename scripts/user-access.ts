import 'reflect-metadata';
import { loadConfigOrExit } from '@retainly/config';
import {
  createDataSource,
  setUserAccess,
  UnknownUserError,
  type Approval,
  type Plan,
} from '@retainly/database';
import { normalizeEmail } from '@retainly/domain';
import { PreflightError, runScript } from './preflight';

const USAGE = 'Usage: npm run user:access -- <email> <YES|TRIALING|NO> [BASIC|ADVANCED]';
const APPROVALS: readonly Approval[] = ['YES', 'TRIALING', 'NO'];
const PLANS: readonly Plan[] = ['BASIC', 'ADVANCED'];

/** Operators grant or remove access: `npm run user:access -- owner@agency.com YES BASIC`. */
runScript(async () => {
  const [rawEmail, approval, plan] = process.argv.slice(2);
  if (
    !rawEmail ||
    !APPROVALS.includes(approval as Approval) ||
    (plan && !PLANS.includes(plan as Plan))
  ) {
    throw new PreflightError(USAGE);
  }
  const config = loadConfigOrExit();
  const db = await createDataSource({ url: config.DATABASE_URL, poolSize: 1 }).initialize();
  try {
    const result = await db.transaction((manager) =>
      setUserAccess(
        manager,
        normalizeEmail(rawEmail),
        approval as Approval,
        plan as Plan | undefined,
      ),
    );
    process.stdout.write(
      `${normalizeEmail(rawEmail)}: approval ${result.approval}, plan ${result.plan}\n`,
    );
  } catch (error) {
    if (error instanceof UnknownUserError) throw new PreflightError(error.message);
    throw error;
  } finally {
    await db.destroy();
  }
});
