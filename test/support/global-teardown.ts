import { dropTemplateDatabase } from './test-database';

export default async function globalTeardown(): Promise<void> {
  await dropTemplateDatabase();
}
