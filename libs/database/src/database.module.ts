import { Module, type DynamicModule } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { APP_CONFIG, type AppConfig } from '@retainly/config';
import { dataSourceOptions } from './data-source';

/** TypeORM wired from APP_CONFIG; `applicationName` tells api and worker apart in pg_stat_activity. */
@Module({})
export class DatabaseModule {
  static forRoot(options: { applicationName: string; poolSize?: number }): DynamicModule {
    return {
      module: DatabaseModule,
      imports: [
        TypeOrmModule.forRootAsync({
          inject: [APP_CONFIG],
          useFactory: (config: AppConfig) =>
            dataSourceOptions({ url: config.DATABASE_URL, ...options }),
        }),
      ],
      exports: [TypeOrmModule],
    };
  }
}
