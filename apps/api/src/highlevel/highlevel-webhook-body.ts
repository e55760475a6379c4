/** The fields of a HighLevel webhook body that decide what we do with it (docs §2). */
export interface HighLevelWebhook {
  type: string;
  webhookId?: string;
  timestamp?: string;
  companyId?: string;
  locationId?: string;
  /** LocationCreate's own id is the location's. */
  id?: string;
  name?: string;
  email?: string;
  /** OutboundMessage: "SMS", "Email", … and "inbound" or "outbound". */
  messageType?: string;
  direction?: string;
}

const text = (value: unknown, max = 256) =>
  typeof value === 'string' && value.length > 0 && value.length <= max ? value : undefined;

/** The body's fields we use, or null when it is not a HighLevel webhook at all. */
export function parseHighLevelWebhook(raw: string): HighLevelWebhook | null {
  let body: unknown;
  try {
    body = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!body || typeof body !== 'object') return null;
  const fields = body as Record<string, unknown>;
  const type = text(fields.type, 64);
  if (!type) return null;
  return {
    type,
    webhookId: text(fields.webhookId, 128),
    timestamp: text(fields.timestamp, 64),
    companyId: text(fields.companyId, 64),
    locationId: text(fields.locationId, 64),
    id: text(fields.id, 64),
    name: text(fields.name, 200),
    email: text(fields.email, 254),
    messageType: text(fields.messageType, 32),
    direction: text(fields.direction, 16),
  };
}

/** The docs' replay rule: "within an acceptable time window (e.g., 5 minutes)". */
export const WEBHOOK_WINDOW_MS = 5 * 60_000;

/** False for a timestamp outside the window either way (a replay, or a clock far off). */
export function withinWindow(timestamp: string | undefined, now = Date.now()): boolean {
  if (timestamp === undefined) return true; // HighLevel's per-event docs do not all show it
  const at = Date.parse(timestamp);
  return Number.isFinite(at) && Math.abs(now - at) <= WEBHOOK_WINDOW_MS;
}
