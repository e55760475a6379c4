import { lookup } from 'node:dns/promises';
import { BadRequestException, Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '@retainly/config';
import { ENDPOINT_URL_MESSAGES, isPublicAddress, parseEndpointUrl } from '@retainly/domain';

/**
 * Save-time check of an endpoint URL: its form, then every address its host resolves to.
 * The worker checks again on each delivery (the name may resolve elsewhere by then).
 */
@Injectable()
export class EndpointUrlCheck {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  /** The URL as we store it, or a 400 with a message the agency can act on. */
  async check(raw: string): Promise<string> {
    const allowPrivate = this.config.AGENCY_WEBHOOK_ALLOW_PRIVATE;
    const parsed = parseEndpointUrl(raw, {
      httpsOnly: this.config.NODE_ENV === 'production',
      allowPrivate,
    });
    if (!parsed.ok) throw refusal(parsed.problem);
    if (parsed.literalIp) return parsed.url.href;
    const addresses = await lookup(parsed.host, { all: true, verbatim: true }).catch(() => []);
    if (addresses.length === 0) throw refusal('notFound');
    if (!allowPrivate && addresses.some(({ address }) => !isPublicAddress(address))) {
      throw refusal('private');
    }
    return parsed.url.href;
  }
}

const refusal = (problem: keyof typeof ENDPOINT_URL_MESSAGES) =>
  new BadRequestException(ENDPOINT_URL_MESSAGES[problem]);
