import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { loadConfigOrExit } from '@retainly/config';
import { describeMediaTools } from '@retainly/media';
import { createApiApp } from './bootstrap';

async function main() {
  const config = loadConfigOrExit();
  // Before any connection: production refuses npm's bundled ffmpeg here, not at the first upload.
  const mediaTools = describeMediaTools(config);
  const app = await createApiApp(config);
  new Logger('MediaTools').log(`Media tools: ${mediaTools}`);
  await app.listen({ port: config.PORT, host: '0.0.0.0' });
}

main().catch((error: Error) => {
  process.stderr.write(`API failed to start: ${error.message}\n`);
  process.exit(1);
});
