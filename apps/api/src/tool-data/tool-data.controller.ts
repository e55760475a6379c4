import { Body, Controller, Delete, Get, HttpCode, Param, Put } from '@nestjs/common';
import { ApiBody, ApiParam, ApiTags } from '@nestjs/swagger';
import { TOOL_NAMES, type ToolDataRecord, type ToolName } from '@retainly/domain';
import { RequiresAccess } from '../auth/access.guard';
import { CurrentSession } from '../auth/session.guard';
import type { ActiveSession } from '../auth/sessions.service';
import { SaveToolDataDto, ToolDataBodyPipe } from './tool-data.dto';
import { ToolDataService } from './tool-data.service';
import { ToolNamePipe } from './tool-name.pipe';

const toolParam = ApiParam({ name: 'tool', enum: TOOL_NAMES });

/** Each tool's saved inputs, for the signed-in user only (a paid feature, like the tools). */
@ApiTags('tool data')
@Controller('api/tool-data')
@RequiresAccess('full')
export class ToolDataController {
  constructor(private readonly toolData: ToolDataService) {}

  @Get()
  list(@CurrentSession() { user }: ActiveSession): Promise<ToolDataRecord[]> {
    return this.toolData.list(user.id);
  }

  @Get(':tool')
  @toolParam
  load(
    @CurrentSession() { user }: ActiveSession,
    @Param('tool', ToolNamePipe) tool: ToolName,
  ): Promise<ToolDataRecord> {
    return this.toolData.load(user.id, tool);
  }

  @Put(':tool')
  @toolParam
  @ApiBody({ type: SaveToolDataDto })
  save(
    @CurrentSession() { user }: ActiveSession,
    @Param('tool', ToolNamePipe) tool: ToolName,
    @Body(ToolDataBodyPipe) data: unknown,
  ): Promise<ToolDataRecord> {
    return this.toolData.save(user, tool, data);
  }

  @Delete(':tool')
  @HttpCode(204)
  @toolParam
  remove(
    @CurrentSession() { user }: ActiveSession,
    @Param('tool', ToolNamePipe) tool: ToolName,
  ): Promise<void> {
    return this.toolData.remove(user.id, tool);
  }
}
