import 'reflect-metadata';
import { loadConfigOrExit } from '@retainly/config';
import { createApiApp } from './bootstrap';

async function main() {
  const config = loadConfigOrExit();
  const app = await createApiApp(config);
  await app.listen({ port: config.PORT, host: '0.0.0.0' });
}

main().catch((error: Error) => {
  process.stderr.write(`API failed to start: ${error.message}\n`);
  process.exit(1);
});
