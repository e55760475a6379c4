import { BadRequestException, type PipeTransform } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { TOOL_DATA_MAX_BYTES } from '@retainly/domain';

/** The PUT body, for the api docs; ToolDataBodyPipe reads it. */
export class SaveToolDataDto {
  @ApiProperty({
    type: 'object',
    additionalProperties: true,
    description: `The tool's inputs: a JSON object of at most ${TOOL_DATA_MAX_BYTES} bytes, in the tool's own shape (tool-data.schema.ts)`,
    example: {
      activeTab: 'offer',
      aiOfferData: {
        targeting: 'Local dentists',
        situation: 'Few reviews',
        solution: 'Automation',
      },
    },
  })
  data: Record<string, unknown>;
}

/**
 * Takes `data` out of the PUT body, which holds nothing else; the service checks the data
 * (size and depth, then the tool's shape).
 * Not the global ValidationPipe: class-transformer copies nested values recursively, so a
 * deeply nested array from a client would overflow the stack (500) before any check ran.
 */
export class ToolDataBodyPipe implements PipeTransform<unknown, unknown> {
  transform(body: unknown): unknown {
    if (typeof body !== 'object' || body === null || Array.isArray(body)) {
      throw new BadRequestException('The body must be a JSON object like {"data": {...}}');
    }
    const extra = Object.keys(body).find((key) => key !== 'data');
    if (extra !== undefined) throw new BadRequestException(`property ${extra} should not exist`);
    return (body as { data?: unknown }).data;
  }
}
