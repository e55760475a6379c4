import { createTemplateDatabase } from './test-database';

export default async function globalSetup(): Promise<void> {
  await createTemplateDatabase();
}
