import { Controller, Get, Header, Param, ParseEnumPipe, Query } from '@nestjs/common';
import { ApiParam, ApiTags } from '@nestjs/swagger';
import { LEAD_KINDS, type LeadKind } from '@retainly/domain';
import { RequiresOperator } from '../auth/operator.guard';
import { AdminListQueryDto } from './admin-list-query.dto';
import { CostlyOperation } from './costly-operation';
import { AdminLeadsService } from './admin-leads.service';

const kindParam = new ParseEnumPipe(Object.fromEntries(LEAD_KINDS.map((k) => [k, k])));

/** The console's Leads page: the public site's forms and call requests. */
@ApiTags('operators')
@Controller('api/admin/leads')
@RequiresOperator()
export class AdminLeadsController {
  constructor(private readonly leads: AdminLeadsService) {}

  @Get(':kind')
  @ApiParam({ name: 'kind', enum: LEAD_KINDS })
  page(@Param('kind', kindParam) kind: LeadKind, @Query() { search, page }: AdminListQueryDto) {
    return this.leads.page(kind, search, page);
  }

  @Get(':kind/export.csv')
  @CostlyOperation(20)
  @ApiParam({ name: 'kind', enum: LEAD_KINDS })
  @Header('content-type', 'text/csv; charset=utf-8')
  exportCsv(
    @Param('kind', kindParam) kind: LeadKind,
    @Query() { search }: AdminListQueryDto,
  ): Promise<string> {
    return this.leads.csv(kind, search);
  }
}
