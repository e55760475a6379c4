import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { OFFER_TEXT_KEYS, type AiOffer } from '@retainly/domain';

/** What the stand-in does with one request; the default is a good answer. */
export type StandInReply =
  | 'offer'
  | 'malformed'
  /** Never answers (until the stand-in closes): the client's timeout must fire. */
  | 'hang'
  | { status: number; code?: string };

export interface RecordedRequest {
  path: string;
  authorization: string | undefined;
  body: ChatRequest;
}

interface ChatRequest {
  model?: string;
  messages?: { role: string; content: string }[];
  response_format?: {
    type?: string;
    json_schema?: {
      name?: string;
      strict?: boolean;
      schema?: { required?: string[]; additionalProperties?: boolean; properties?: object };
    };
  };
}

/** The offer the stand-in writes: built from the prompt, so a test can tell whose it is. */
export const standInOffer = (userPrompt: string): AiOffer => ({
  headline: 'Stand-in headline',
  subheadline: 'Stand-in subheadline',
  shortVersion: `Short offer for: ${userPrompt.slice(0, 60)}`,
  longVersion: 'Stand-in long version.\n\nSecond paragraph.',
});

/** The catalogue translation drafts' schema name (apps/worker/src/ai/openai-translation-writer). */
const TRANSLATIONS_SCHEMA = 'catalogue_translations';

/**
 * What the stand-in drafts for a module: the language tag before the English, so a test can
 * tell a draft and its language apart ('es: Adding Contacts').
 */
export const standInTranslation = (language: string, title: string, description: string) => ({
  title: `${language}: ${title}`,
  description: `${language}: ${description}`,
});

/** A translation request's answer, built from its <language> and <modules> (see the writer). */
function translationAnswer(userPrompt: string): string {
  const language = /\((\S+)\)<\/language>/.exec(userPrompt)?.[1] ?? '??';
  const modules = JSON.parse(/<modules>\n([\s\S]*)\n<\/modules>/.exec(userPrompt)?.[1] ?? '[]') as {
    key: string;
    title: string;
    description: string;
  }[];
  return JSON.stringify({
    translations: modules.map(({ key, title, description }) => ({
      key,
      ...standInTranslation(language, title, description),
    })),
  });
}

/**
 * A local server speaking the OpenAI chat completions API, for tests. It checks each request
 * the way the real API would need it (model, strict JSON schema with exactly the offer's four
 * fields, the three inputs in the prompt) and answers from a script of replies.
 */
export class OpenAiStandIn {
  readonly requests: RecordedRequest[] = [];
  /** Requests that were not what the real API needs; tests expect none. */
  readonly problems: string[] = [];
  private script: StandInReply[] = [];
  private readonly hanging = new Set<ServerResponse>();

  private constructor(
    private readonly server: Server,
    readonly url: string,
    private readonly expectedModel: string,
  ) {}

  static async start(expectedModel = 'gpt-test'): Promise<OpenAiStandIn> {
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const standIn = new OpenAiStandIn(server, `http://127.0.0.1:${port}/v1`, expectedModel);
    server.on(
      'request',
      (req: IncomingMessage, res: ServerResponse) => void standIn.handle(req, res),
    );
    return standIn;
  }

  /** The replies to the next requests, in order; once used up, requests get a good answer. */
  reply(...replies: StandInReply[]): void {
    this.script = replies;
  }

  /** Requests whose prompt contains `text` (tests share one stand-in). */
  requestsMentioning(text: string): RecordedRequest[] {
    return this.requests.filter((request) =>
      request.body.messages?.some((message) => message.content.includes(text)),
    );
  }

  async close(): Promise<void> {
    for (const res of this.hanging) res.destroy();
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as ChatRequest;
    this.requests.push({ path: req.url ?? '', authorization: req.headers.authorization, body });

    const problem = this.check(req, body);
    if (problem) {
      this.problems.push(problem);
      return sendError(res, 400, problem, 'invalid_request_error');
    }
    const reply = this.script.shift() ?? 'offer';
    if (reply === 'hang') {
      this.hanging.add(res);
      return;
    }
    if (typeof reply === 'object') {
      return sendError(res, reply.status, `Stand-in answered ${reply.status}`, reply.code);
    }
    const userPrompt = body.messages?.find((message) => message.role === 'user')?.content ?? '';
    const translating = body.response_format?.json_schema?.name === TRANSLATIONS_SCHEMA;
    const content =
      reply === 'malformed'
        ? '{"headline": "cut off'
        : translating
          ? translationAnswer(userPrompt)
          : JSON.stringify(standInOffer(userPrompt));
    sendJson(res, 200, {
      id: `chatcmpl-${this.requests.length}`,
      object: 'chat.completion',
      created: Math.floor(Date.now() / 1000),
      model: body.model,
      choices: [
        {
          index: 0,
          message: { role: 'assistant', content, refusal: null },
          finish_reason: 'stop',
          logprobs: null,
        },
      ],
      usage: { prompt_tokens: 100, completion_tokens: 100, total_tokens: 200 },
    });
  }

  private check(req: IncomingMessage, body: ChatRequest): string | null {
    if (req.method !== 'POST' || req.url !== '/v1/chat/completions') {
      return `unexpected ${req.method} ${req.url}`;
    }
    if (!req.headers.authorization?.startsWith('Bearer ')) return 'no bearer token';
    if (body.model !== this.expectedModel) return `model ${body.model}`;
    const format = body.response_format;
    const schema = format?.json_schema?.schema;
    if (format?.type !== 'json_schema' || format.json_schema?.strict !== true || !schema) {
      return 'not a strict json_schema response format';
    }
    if (format.json_schema?.name === TRANSLATIONS_SCHEMA) return checkTranslationRequest(body);
    const fields = Object.keys(schema.properties ?? {}).sort();
    if (
      JSON.stringify(fields) !== JSON.stringify([...OFFER_TEXT_KEYS].sort()) ||
      JSON.stringify([...(schema.required ?? [])].sort()) !== JSON.stringify(fields) ||
      schema.additionalProperties !== false
    ) {
      return `schema fields ${fields.join(',')}`;
    }
    const user = body.messages?.find((message) => message.role === 'user')?.content ?? '';
    const system = body.messages?.find((message) => message.role === 'system')?.content ?? '';
    if (!system.includes('HighLevel')) return 'system prompt does not set the agency context';
    if (!/<target_market>[\s\S]+<their_situation>[\s\S]+<our_solution>/.test(user)) {
      return 'user prompt lacks the three inputs';
    }
    return null;
  }
}

/** A translation request as the real API needs it, with the English fenced as data. */
function checkTranslationRequest(body: ChatRequest): string | null {
  const schema = body.response_format?.json_schema?.schema;
  if (JSON.stringify(schema?.required) !== '["translations"]' || schema?.additionalProperties) {
    return 'translation schema is not strict';
  }
  const user = body.messages?.find((message) => message.role === 'user')?.content ?? '';
  if (!/<language>[^<]+\(\S+\)<\/language>[\s\S]+<modules>\n\[/.test(user)) {
    return 'translation prompt lacks the language or the modules';
  }
  return null;
}

function sendJson(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

function sendError(res: ServerResponse, status: number, message: string, code?: string): void {
  sendJson(res, status, { error: { message, type: 'stand_in', param: null, code: code ?? null } });
}

/** The api's and worker's settings for the stand-in, with quick retries for tests. */
export const standInConfig = (standIn: OpenAiStandIn, timeoutMs: number) => ({
  OPENAI_API_KEY: 'sk-test-key',
  OPENAI_BASE_URL: standIn.url,
  OPENAI_MODEL: 'gpt-test',
  OPENAI_TIMEOUT_MS: String(timeoutMs),
  AI_RETRY_DELAY_MS: '50',
});
