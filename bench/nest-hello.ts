import 'reflect-metadata';
import { Controller, Get, Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter } from '@nestjs/platform-fastify';

/**
 * bench:api's framework reference: NestJS on Fastify with one route and no plugins, answering
 * a body shaped like /api/me's. The gap between this and /api/me is what our own stack costs.
 */
@Controller('api/me')
class HelloController {
  @Get()
  me() {
    return {
      userId: '00000000-0000-4000-8000-000000000000',
      email: 'bench@retainly.test',
      fullName: null,
      approval: 'TRIALING',
      isApproved: false,
      isTrialing: true,
      trialDaysRemaining: 7,
      isTrialExpired: false,
      initialQuestionsCompleted: false,
      plan: 'ADVANCED',
    };
  }
}

@Module({ controllers: [HelloController] })
class HelloModule {}

void NestFactory.create(HelloModule, new FastifyAdapter(), { logger: false }).then((app) =>
  app.listen(Number(process.env.PORT), '127.0.0.1'),
);
