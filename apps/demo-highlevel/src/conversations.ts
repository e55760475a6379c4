import type { Contact, Message } from './model';

/** conversations.json's message type names for the webhook's `messageType` values. */
const TYPE_NAMES: Record<string, string> = {
  CALL: 'TYPE_CALL',
  VoiceMail: 'TYPE_CALL',
  SMS: 'TYPE_SMS',
  Email: 'TYPE_EMAIL',
  GMB: 'TYPE_GMB',
  FB: 'TYPE_FACEBOOK',
  IG: 'TYPE_INSTAGRAM',
  WhatsApp: 'TYPE_WHATSAPP',
  'Live Chat': 'TYPE_LIVE_CHAT',
};
/** The export's `channel` values. */
const CHANNELS: Record<string, string> = {
  Call: 'TYPE_CALL',
  SMS: 'TYPE_SMS',
  Email: 'TYPE_EMAIL',
  WhatsApp: 'TYPE_WHATSAPP',
  Instagram: 'TYPE_INSTAGRAM',
  Facebook: 'TYPE_FACEBOOK',
};
/** Ours: the numeric `type` (the docs' only example is 1). */
const TYPE_NUMBERS: Record<string, number> = {
  TYPE_CALL: 1,
  TYPE_SMS: 2,
  TYPE_EMAIL: 3,
  TYPE_FACEBOOK: 11,
  TYPE_GMB: 15,
  TYPE_INSTAGRAM: 18,
  TYPE_WHATSAPP: 19,
  TYPE_LIVE_CHAT: 29,
};

export const typeName = (message: Message) => TYPE_NAMES[message.messageType] ?? 'TYPE_SMS';

/** GetMessageResponseDto. */
export const messageSchema = (message: Message) => ({
  id: message.id,
  type: TYPE_NUMBERS[typeName(message)] ?? 2,
  messageType: typeName(message),
  locationId: message.locationId,
  contactId: message.contactId,
  conversationId: message.conversationId,
  dateAdded: message.dateAdded,
  body: message.body,
  direction: message.direction,
  status: message.status,
  contentType: message.messageType === 'Email' ? 'text/html' : 'text/plain',
  attachments: [],
  source: message.source,
  ...(message.userId ? { userId: message.userId } : {}),
  ...(message.provider ? { provider: message.provider } : {}),
});

/**
 * GET /conversations/messages/export: without `channel`, Email is left out, as documented.
 * The cursor is ours: the offset, base64url.
 */
export function exportMessages(messages: Message[], query: URLSearchParams) {
  const channel = query.get('channel');
  const wanted = channel ? CHANNELS[channel] : undefined;
  const contactId = query.get('contactId');
  const conversationId = query.get('conversationId');
  const sorted = messages
    .filter((message) => (wanted ? typeName(message) === wanted : message.messageType !== 'Email'))
    .filter((message) => !contactId || message.contactId === contactId)
    .filter((message) => !conversationId || message.conversationId === conversationId)
    .sort((a, b) => a.dateAdded.localeCompare(b.dateAdded));
  if (query.get('sortOrder') === 'desc') sorted.reverse();
  const limit = Math.min(Math.max(1, Number(query.get('limit') ?? 100) || 100), 500);
  const start = Number(Buffer.from(query.get('cursor') ?? '', 'base64url').toString() || 0);
  const pageOf = sorted.slice(start, start + limit);
  const next =
    start + limit < sorted.length ? Buffer.from(String(start + limit)).toString('base64url') : null;
  return { messages: pageOf.map(messageSchema), nextCursor: next, total: sorted.length };
}

/** GET /conversations/search: one conversation per contact, newest message first. */
export function searchConversations(
  messages: Message[],
  contacts: Map<string, Contact>,
  query: URLSearchParams,
) {
  // Oldest first, and of two at the same instant the later added: the last one wins.
  const order = (message: Message) => messages.indexOf(message);
  const chronological = [...messages].sort(
    (a, b) => a.dateAdded.localeCompare(b.dateAdded) || order(a) - order(b),
  );
  const latest = new Map<string, Message>();
  for (const message of chronological) latest.set(message.conversationId, message);
  const direction = query.get('lastMessageDirection');
  const type = query.get('lastMessageType');
  const contactId = query.get('contactId');
  const found = [...latest.values()]
    .filter((message) => !direction || message.direction === direction)
    .filter((message) => !type || typeName(message) === type)
    .filter((message) => !contactId || message.contactId === contactId)
    .sort((a, b) => chronological.indexOf(b) - chronological.indexOf(a));
  const limit = Math.max(1, Number(query.get('limit') ?? 20) || 20);
  return {
    conversations: found.slice(0, limit).map((message) => {
      const contact = contacts.get(message.contactId);
      return {
        id: message.conversationId,
        contactId: message.contactId,
        locationId: message.locationId,
        lastMessageBody: message.body,
        lastMessageType: typeName(message),
        lastMessageDirection: message.direction,
        lastMessageDate: Date.parse(message.dateAdded),
        type: message.messageType === 'Email' ? 'TYPE_EMAIL' : 'TYPE_PHONE',
        unreadCount: 0,
        fullName: typeof contact?.name === 'string' ? contact.name : '',
        contactName: typeof contact?.name === 'string' ? contact.name : '',
        email: contact?.email ?? '',
        phone: contact?.phone ?? '',
      };
    }),
    total: found.length,
  };
}
