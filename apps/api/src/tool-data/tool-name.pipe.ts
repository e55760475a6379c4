import { BadRequestException, type PipeTransform } from '@nestjs/common';
import { TOOL_DATA_MESSAGES, isToolName, type ToolName } from '@retainly/domain';

/** The :tool route parameter: one of TOOL_NAMES, else 400. */
export class ToolNamePipe implements PipeTransform<string, ToolName> {
  transform(value: string): ToolName {
    if (!isToolName(value)) throw new BadRequestException(TOOL_DATA_MESSAGES.unknownTool);
    return value;
  }
}
