import { DiscoveryService } from '@nestjs/core';
import type { JobName } from '@retainly/events';

/** Marks a provider method as the one handler of a job. */
export const JobHandler = DiscoveryService.createDecorator<JobName>();
