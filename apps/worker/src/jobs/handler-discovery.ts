import { Injectable } from '@nestjs/common';
import { DiscoveryService, MetadataScanner } from '@nestjs/core';
import { JobHandler } from './job-handler.decorator';
import { buildHandlerMap, type FoundHandler, type JobHandlerFn } from './handler-map';

/** Finds every @JobHandler method among the worker's providers. */
@Injectable()
export class HandlerDiscovery {
  constructor(
    private readonly discovery: DiscoveryService,
    private readonly scanner: MetadataScanner,
  ) {}

  handlerMap() {
    const found: FoundHandler[] = [];
    for (const wrapper of this.discovery.getProviders()) {
      const instance = wrapper.instance as Record<string, unknown> | undefined;
      if (!instance || typeof instance !== 'object') continue;
      for (const method of this.scanner.getAllMethodNames(Object.getPrototypeOf(instance))) {
        const job = this.discovery.getMetadataByDecorator(JobHandler, wrapper, method);
        if (!job) continue;
        const handler = (instance[method] as JobHandlerFn).bind(instance);
        found.push({ job, owner: `${wrapper.name}.${method}`, handler });
      }
    }
    return buildHandlerMap(found);
  }
}
