import { randomBytes } from 'node:crypto';
import {
  BadRequestException,
  ConflictException,
  Injectable,
  NotFoundException,
} from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { appendEvents } from '@retainly/database';
import {
  ENDPOINT_EVENT_INFO,
  MAX_ENDPOINTS_PER_AGENCY,
  SECRET_ROTATION_OVERLAP_HOURS,
  TOO_MANY_ENDPOINTS,
  type AgencyEndpoint,
  type AgencyWebhookMessageDetail,
  type CreateEndpointResponse,
  type EndpointListResponse,
  type EndpointMessagesPage,
  type EndpointSendQueued,
  type RotateEndpointSecretResponse,
  type UpdateEndpointResponse,
} from '@retainly/domain';
import { AgencyEndpointsRepository, type EndpointFields } from './agency-endpoints.repository';
import {
  AgencyWebhookMessagesRepository,
  MESSAGES_PAGE_SIZE,
} from './agency-webhook-messages.repository';
import type { CreateEndpointDto, UpdateEndpointDto } from './agency-endpoints.dto';
import { EndpointUrlCheck } from './endpoint-url-check';
import { attemptView, endpointView, messageView } from './endpoint-views';

const NO_ENDPOINT = 'No such endpoint.';
const NO_MESSAGE = 'No such message.';
const TURN_ON_FIRST = 'Turn this endpoint on first.';
const STILL_SENDING = 'This message is still being sent.';

/** A Standard Webhooks signing secret: whsec_ and 32 random bytes in base64. */
const newSecret = () => `whsec_${randomBytes(32).toString('base64')}`;

/** The agency's webhook endpoints, their delivery log, test events and replays. */
@Injectable()
export class AgencyEndpointsService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly endpoints: AgencyEndpointsRepository,
    private readonly messages: AgencyWebhookMessagesRepository,
    private readonly urls: EndpointUrlCheck,
  ) {}

  async list(userId: string): Promise<EndpointListResponse> {
    const rows = await this.endpoints.list(userId);
    return { endpoints: rows.map(endpointView), eventTypes: [...ENDPOINT_EVENT_INFO] };
  }

  async create(userId: string, dto: CreateEndpointDto): Promise<CreateEndpointResponse> {
    const url = await this.urls.check(dto.url);
    const secret = newSecret();
    const id = await this.db.transaction(async (manager) => {
      const count = await this.endpoints.countLocked(manager, userId);
      if (count >= MAX_ENDPOINTS_PER_AGENCY) throw new BadRequestException(TOO_MANY_ENDPOINTS);
      return this.endpoints.insert(
        manager,
        userId,
        { url, description: dto.description ?? null, eventTypes: unique(dto.eventTypes) },
        secret,
      );
    });
    return { endpoint: await this.view(userId, id), secret };
  }

  async update(
    userId: string,
    id: string,
    dto: UpdateEndpointDto,
  ): Promise<UpdateEndpointResponse> {
    const fields: EndpointFields = {
      description: dto.description,
      eventTypes: dto.eventTypes && unique(dto.eventTypes),
      enabled: dto.enabled,
    };
    if (dto.url !== undefined) fields.url = await this.urls.check(dto.url);
    if (!(await this.endpoints.update(userId, id, fields)))
      throw new NotFoundException(NO_ENDPOINT);
    return { endpoint: await this.view(userId, id) };
  }

  async remove(userId: string, id: string): Promise<void> {
    if (!(await this.endpoints.delete(userId, id))) throw new NotFoundException(NO_ENDPOINT);
  }

  /**
   * A new secret, effective for the next delivery; for SECRET_ROTATION_OVERLAP_HOURS deliveries
   * also carry a signature with the old one, so the receiver can switch without losing any.
   */
  async rotate(userId: string, id: string): Promise<RotateEndpointSecretResponse> {
    const secret = newSecret();
    if (!(await this.endpoints.setSecret(userId, id, secret, SECRET_ROTATION_OVERLAP_HOURS))) {
      throw new NotFoundException(NO_ENDPOINT);
    }
    return { secret, endpoint: await this.view(userId, id) };
  }

  /** Queues a sample message to this one endpoint (the worker builds and sends it). */
  async test(userId: string, id: string): Promise<EndpointSendQueued> {
    await this.db.transaction(async (manager) => {
      const endpoint = await this.endpoints.enabledLocked(manager, userId, id);
      if (!endpoint) throw new NotFoundException(NO_ENDPOINT);
      if (!endpoint.enabled) throw new ConflictException(TURN_ON_FIRST);
      await appendEvents(manager, [
        { type: 'AgencyEndpointTestRequested', data: { endpoint_id: id, user_id: userId } },
      ]);
    });
    return { queued: true };
  }

  async messagePage(userId: string, endpointId: string, page = 1): Promise<EndpointMessagesPage> {
    if (!(await this.endpoints.find(userId, endpointId))) throw new NotFoundException(NO_ENDPOINT);
    const { rows, total } = await this.messages.page(userId, endpointId, page);
    return { messages: rows.map(messageView), total, page, pageSize: MESSAGES_PAGE_SIZE };
  }

  async message(userId: string, id: string): Promise<AgencyWebhookMessageDetail> {
    const found = await this.messages.detail(userId, id);
    if (!found) throw new NotFoundException(NO_MESSAGE);
    return {
      message: messageView(found.row),
      body: found.row.body,
      attempts: found.attempts.map(attemptView),
    };
  }

  /** Sends a finished message again, same body and webhook-id, as a new job. */
  async replay(userId: string, id: string): Promise<EndpointSendQueued> {
    await this.db.transaction(async (manager) => {
      const message = await this.messages.forReplay(manager, userId, id);
      if (!message) throw new NotFoundException(NO_MESSAGE);
      if (message.disabled) throw new ConflictException(TURN_ON_FIRST);
      if (message.status === 'pending') throw new ConflictException(STILL_SENDING);
      const replay = await this.messages.markReplayed(manager, id);
      await appendEvents(manager, [
        {
          type: 'AgencyMessageReplayRequested',
          data: { message_id: id, user_id: userId, replay },
        },
      ]);
    });
    return { queued: true };
  }

  private async view(userId: string, id: string): Promise<AgencyEndpoint> {
    const row = await this.endpoints.find(userId, id);
    if (!row) throw new NotFoundException(NO_ENDPOINT);
    return endpointView(row);
  }
}

const unique = (types: string[]) => [...new Set(types)];
