import 'reflect-metadata';
import { loadConfigOrExit } from '@retainly/config';
import { migrate, runScript } from './preflight';

/** `node dist/scripts/migrate.js up|down`: apply pending migrations or revert the last one. */
runScript(async () => {
  const direction = process.argv[2] === 'down' ? 'down' : 'up';
  const config = loadConfigOrExit();
  const done = await migrate(config, direction);
  process.stdout.write(done.length ? `${done.join('\n')}\n` : 'Database is up to date.\n');
});
