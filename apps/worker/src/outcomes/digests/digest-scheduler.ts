import {
  Inject,
  Injectable,
  Logger,
  type BeforeApplicationShutdown,
  type OnApplicationBootstrap,
} from '@nestjs/common';
import { SchedulerRegistry } from '@nestjs/schedule';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '@retainly/config';
import { PeriodicPass } from '../../jobs/periodic-pass';
import { queueDueDigests } from './queue-due-digests';

/**
 * Queues due weekly digests every OUTCOME_SWEEP_MS. Any number of workers may run it: the
 * digest's primary key makes each agency's week happen once.
 */
@Injectable()
export class DigestScheduler implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger(DigestScheduler.name);
  private readonly periodic: PeriodicPass;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectDataSource() db: DataSource,
    scheduler: SchedulerRegistry,
  ) {
    this.periodic = new PeriodicPass(scheduler, 'weekly-digests', this.logger, () =>
      queueDueDigests(db, new Date()),
    );
  }

  onApplicationBootstrap(): void {
    this.periodic.start(this.config.OUTCOME_SWEEP_MS);
  }

  beforeApplicationShutdown(): Promise<void> {
    return this.periodic.stop();
  }
}
