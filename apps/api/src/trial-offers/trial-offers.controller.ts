import { Controller, Get, HttpCode, Param, ParseUUIDPipe, Post, UseGuards } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { ThrottlerGuard } from '@nestjs/throttler';
import type { SpinResult, SpinState, SpinWheelResponse, TrialOfferState } from '@retainly/domain';
import { RequiresAccess } from '../auth/access.guard';
import { CurrentSession } from '../auth/session.guard';
import type { ActiveSession } from '../auth/sessions.service';
import { TrialOffersService } from './trial-offers.service';

/** The trial banner, popup and wheel ask here; nothing about offers is trusted from the client. */
@ApiTags('trial offers')
@Controller('api/trial')
@RequiresAccess('trial')
export class TrialOffersController {
  constructor(private readonly offers: TrialOffersService) {}

  @Get('offer')
  offer(@CurrentSession() { user }: ActiveSession): TrialOfferState {
    return this.offers.offerFor(user);
  }

  @Get('spins')
  spins(@CurrentSession() { user }: ActiveSession): Promise<SpinState> {
    return this.offers.spinState(user.id);
  }

  @Post('spins')
  @UseGuards(ThrottlerGuard)
  spin(@CurrentSession() { user }: ActiveSession): Promise<SpinWheelResponse> {
    return this.offers.spin(user);
  }

  @Post('spins/:id/claim')
  @HttpCode(200)
  claim(
    @CurrentSession() { user }: ActiveSession,
    @Param('id', ParseUUIDPipe) id: string,
  ): Promise<SpinResult> {
    return this.offers.claim(user.id, id);
  }
}
