import { DataSource, type DataSourceOptions } from 'typeorm';
import { MIGRATIONS } from '../../../migrations';
import { ENTITIES } from './entities';

export interface DataSourceSettings {
  url: string;
  /** Connections in this process's pool. */
  poolSize?: number;
  applicationName?: string;
}

/** The one DataSource definition: Nest, the migrate script and tests all build from it. */
export function dataSourceOptions(settings: DataSourceSettings): DataSourceOptions {
  return {
    type: 'postgres',
    url: settings.url,
    entities: ENTITIES,
    migrations: MIGRATIONS,
    migrationsTableName: 'typeorm_migrations',
    migrationsTransactionMode: 'each',
    synchronize: false,
    logging: ['error'],
    applicationName: settings.applicationName ?? 'retainly',
    // Every session in UTC, whatever the server's default: date arithmetic and any text form of
    // a timestamptz must not depend on where the database happens to run.
    extra: { max: settings.poolSize ?? 10, options: '-c TimeZone=UTC' },
  };
}

export function createDataSource(settings: DataSourceSettings): DataSource {
  return new DataSource(dataSourceOptions(settings));
}
