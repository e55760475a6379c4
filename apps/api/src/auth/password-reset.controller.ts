import { Body, Controller, HttpCode, Post, UseGuards } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { ThrottlerGuard } from '@nestjs/throttler';
import type { AuthMessageResponse, ResetLinkValidResponse } from '@retainly/domain';
import { CompleteResetDto, EmailDto, TokenDto } from './dto/auth.dto';
import { PasswordResetService } from './password-reset.service';

@ApiTags('accounts')
@Controller('api/auth/password-reset')
@UseGuards(ThrottlerGuard)
export class PasswordResetController {
  constructor(private readonly resets: PasswordResetService) {}

  @Post()
  @HttpCode(202)
  request(@Body() body: EmailDto): Promise<AuthMessageResponse> {
    return this.resets.request(body.email);
  }

  @Post('verify')
  @HttpCode(200)
  verify(@Body() body: TokenDto): Promise<ResetLinkValidResponse> {
    return this.resets.verify(body.token);
  }

  @Post('complete')
  @HttpCode(200)
  complete(@Body() body: CompleteResetDto): Promise<AuthMessageResponse> {
    return this.resets.complete(body.token, body.password, body.confirmPassword);
  }
}
