import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { ADMIN_PAGE_SIZE, type LeadKind, type LeadPage } from '@retainly/domain';
import { csvDocument } from '../http/csv';
import { searchPattern } from '../http/search-pattern';
import { LEAD_LISTS } from './lead-lists';

type LeadRow = Record<string, string | number | boolean | Date | null>;

const plain = (value: LeadRow[string]) => (value instanceof Date ? value.toISOString() : value);

/** Affiliate applications, summit leads, webinar registrations and call requests: search, pages, CSV. */
@Injectable()
export class AdminLeadsService {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async page(kind: LeadKind, search: string | undefined, page = 1): Promise<LeadPage> {
    const { columns } = LEAD_LISTS[kind];
    const rows: (LeadRow & { total: string })[] = await this.db.query(
      `${this.select(kind)}, count(*) OVER () AS total ${this.from(kind)}
       ORDER BY created_at DESC, id LIMIT $2 OFFSET $3`,
      [searchPattern(search), ADMIN_PAGE_SIZE, (page - 1) * ADMIN_PAGE_SIZE],
    );
    return {
      columns,
      rows: rows.map((row) => Object.fromEntries(columns.map((c) => [c, plain(row[c] ?? null)]))),
      total: Number(rows[0]?.total ?? 0),
      page,
      pageSize: ADMIN_PAGE_SIZE,
    };
  }

  /** Every matching row, newest first, as CSV (formula-safe cells). */
  async csv(kind: LeadKind, search: string | undefined): Promise<string> {
    const { columns } = LEAD_LISTS[kind];
    const rows: LeadRow[] = await this.db.query(
      `${this.select(kind)} ${this.from(kind)} ORDER BY created_at DESC, id`,
      [searchPattern(search)],
    );
    return csvDocument(
      columns,
      rows.map((row) => columns.map((c) => plain(row[c] ?? null))),
    );
  }

  private select(kind: LeadKind) {
    return `SELECT id, ${LEAD_LISTS[kind].columns.join(', ')}`;
  }

  private from(kind: LeadKind) {
    const { table, searched } = LEAD_LISTS[kind];
    const matches = searched.map((column) => `${column} ILIKE $1`).join(' OR ');
    return `FROM ${table} WHERE $1::text IS NULL OR ${matches}`;
  }
}
