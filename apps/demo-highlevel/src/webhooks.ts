import { uuid } from './ids';
import { WebhookSigner } from './webhook-signer';

/** How a delivery is signed: by the stand-in's key, by another key, or not at all. */
export type SignatureMode = 'valid' | 'invalid' | 'none';

export interface WebhookDelivery {
  webhookId: string;
  type: string;
  /** The exact body sent (and signed). */
  body: string;
  signature: string | undefined;
  url: string | undefined;
  /** The receiver's status code; undefined until answered, or when it failed or was skipped. */
  status?: number;
  error?: string;
  /** Why it was not sent: no webhook URL, or the app is not installed where it happened. */
  skipped?: string;
  sentAt?: string;
  /** Set for `duplicate()` deliveries: the webhookId of the original. */
  duplicateOf?: string;
}

export type WebhookPayload = { type: string } & Record<string, unknown>;

/** Ours (§12): "2025-01-28T14:35:00Z" as in WebhookAuthentication.md, no milliseconds. */
const timestamp = () => new Date().toISOString().replace(/\.\d{3}Z$/, 'Z');

/**
 * Signs and POSTs webhooks, one at a time in the order of the events. Each is sent once, with
 * no retries (HighLevel's retry policy is undocumented); tests resend with `duplicate`.
 */
export class Webhooks {
  readonly signer: WebhookSigner;
  readonly deliveries: WebhookDelivery[] = [];
  /** Where webhooks go; settable at any time. Unset: deliveries are recorded as skipped. */
  url: string | undefined;
  /** False holds events (recorded, not sent) until `deliverPending()`. */
  autoDeliver = true;
  private readonly pending: WebhookDelivery[] = [];
  private readonly inFlight = new Set<Promise<void>>();
  private tail: Promise<void> = Promise.resolve();

  constructor(
    url: string | undefined,
    private readonly timeoutMs: number,
    /** Why an event is not for the app (not installed there), or undefined to send it. */
    private readonly notForApp: (payload: WebhookPayload) => string | undefined,
    privateKeyPem?: string,
  ) {
    this.url = url;
    this.signer = new WebhookSigner(privateKeyPem);
  }

  get publicKeyPem(): string {
    return this.signer.publicKeyPem;
  }

  /** An event happened in HighLevel: send it if the app is installed where it happened. */
  emit(payload: WebhookPayload): WebhookDelivery {
    const delivery = this.prepare(payload, 'valid');
    const reason = this.notForApp(payload);
    if (reason) return this.record({ ...delivery, skipped: reason });
    if (!this.autoDeliver) {
      this.pending.push(delivery);
      return this.record(delivery);
    }
    return this.start(this.record(delivery));
  }

  /** Test hook: send any body now, signed as asked (for forged and unsigned deliveries). */
  send(payload: WebhookPayload, signature: SignatureMode = 'valid'): WebhookDelivery {
    return this.start(this.record(this.prepare(payload, signature)));
  }

  /** Test hook: send a delivery's exact bytes and signature again (a replay). */
  duplicate(webhookId: string): WebhookDelivery {
    const original = this.find(webhookId);
    const { status: _s, error: _e, skipped: _k, sentAt: _t, ...copy } = original;
    return this.start(this.record({ ...copy, url: this.url, duplicateOf: webhookId }));
  }

  /** Sends the events held while `autoDeliver` was false. */
  deliverPending(): WebhookDelivery[] {
    const held = this.pending.splice(0);
    for (const delivery of held) this.start(delivery);
    return held;
  }

  /** Resolves once every delivery started so far has been answered or has failed. */
  async settled(): Promise<void> {
    while (this.inFlight.size > 0) await Promise.allSettled([...this.inFlight]);
  }

  ofType(type: string): WebhookDelivery[] {
    return this.deliveries.filter((delivery) => delivery.type === type);
  }

  find(webhookId: string): WebhookDelivery {
    const delivery = this.deliveries.find((candidate) => candidate.webhookId === webhookId);
    if (!delivery) throw new Error(`no webhook ${webhookId}`);
    return delivery;
  }

  private prepare(payload: WebhookPayload, mode: SignatureMode): WebhookDelivery {
    const webhookId = uuid();
    const body = JSON.stringify({ ...payload, timestamp: timestamp(), webhookId });
    const signature =
      mode === 'valid'
        ? this.signer.sign(body)
        : mode === 'invalid'
          ? WebhookSigner.forge(body)
          : undefined;
    return { webhookId, type: payload.type, body, signature, url: this.url };
  }

  private record(delivery: WebhookDelivery): WebhookDelivery {
    this.deliveries.push(delivery);
    return delivery;
  }

  private start(delivery: WebhookDelivery): WebhookDelivery {
    delivery.url = this.url;
    if (!delivery.url) {
      delivery.skipped = 'no webhook URL';
      return delivery;
    }
    const url = delivery.url;
    // One at a time, in the order of the events (ours: HighLevel documents no order).
    const attempt = this.tail
      .then(() => this.post(delivery, url))
      .finally(() => this.inFlight.delete(attempt));
    this.tail = attempt;
    this.inFlight.add(attempt);
    return delivery;
  }

  private async post(delivery: WebhookDelivery, url: string): Promise<void> {
    delivery.sentAt = new Date().toISOString();
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (delivery.signature) headers['x-ghl-signature'] = delivery.signature;
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers,
        body: delivery.body,
        signal: AbortSignal.timeout(this.timeoutMs),
      });
      await response.arrayBuffer();
      delivery.status = response.status;
    } catch (error) {
      delivery.error = error instanceof Error ? error.message : String(error);
    }
  }
}
