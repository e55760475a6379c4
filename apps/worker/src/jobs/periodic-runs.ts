import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';

/**
 * The periodic_runs table: which period a pass last ran in, across every worker. Periods are
 * slots of `periodMs` on PostgreSQL's clock (the workers' clocks do not matter), and a pass
 * runs in a slot only if its last start fell in an earlier one. A changed period takes effect
 * at once: the last start is measured in the new period's slots.
 */
@Injectable()
export class PeriodicRuns {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /**
   * Claims this period's run of `name`: true for exactly one caller per period (the run is then
   * recorded, `runs` counted), false when it already ran in this period. One statement, so two
   * workers claiming at once serialise on the row and the second sees the first's start.
   */
  async claim(name: string, periodMs: number): Promise<boolean> {
    const claimed: unknown[] = await this.db.query(
      `INSERT INTO periodic_runs AS r (name, started_at) VALUES ($1, now())
       ON CONFLICT (name) DO UPDATE SET started_at = now(), runs = r.runs + 1
         WHERE floor(extract(epoch FROM r.started_at) * 1000 / $2::numeric)
             < floor(extract(epoch FROM now()) * 1000 / $2::numeric)
       RETURNING runs`,
      [name, periodMs],
    );
    return claimed.length > 0;
  }
}
