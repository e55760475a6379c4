import { randomUUID } from 'node:crypto';
import { NETWORK_SIZES } from '@retainly/domain';
import { newEmail, startAccountsStack, type AccountsStack } from '../support/accounts-stack';

/**
 * Text PostgreSQL cannot store (a null character, half a surrogate pair) gets a 400 with a
 * readable message on every documented endpoint, wherever it is sent: in a path parameter, in
 * the query, in a JSON body field. Driven by the OpenAPI document, so a new endpoint is swept
 * too. (Malformed, deep and oversized JSON: test/api/operations.e2e-spec.ts.)
 */
type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

interface Operation {
  method: Method;
  path: string;
  pathParams: string[];
  queryParams: string[];
  bodyFields: string[];
}

interface OpenApiDocument {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: { in: string; name: string }[];
        requestBody?: { content?: Record<string, { schema?: { $ref?: string } }> };
      }
    >
  >;
  components: { schemas: Record<string, { properties?: Record<string, unknown> }> };
}

const NUL = 'a\u0000b';
const LONE_SURROGATE = '\ud800';
const nulMessage = (where: string) => `${where} contains a null character, which is not allowed.`;
const brokenMessage = (where: string) =>
  `${where} contains a broken character (such as half of an emoji).`;

function operations(docs: OpenApiDocument): Operation[] {
  return Object.entries(docs.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => {
      const ref = op.requestBody?.content?.['application/json']?.schema?.$ref;
      const schema = ref ? docs.components.schemas[ref.split('/').pop()!] : undefined;
      const fields = Object.keys(schema?.properties ?? {});
      return {
        method: method.toUpperCase() as Method,
        path,
        // Declared or not, every {name} in the path is a parameter.
        pathParams: [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!),
        queryParams: (op.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name),
        // A body without documented fields still gets one: the check covers any field.
        bodyFields: fields.length ? fields : ['text'],
      };
    }),
  );
}

describe('unstorable text in any input: 400 on every documented endpoint', () => {
  let stack: AccountsStack;
  let ops: Operation[];
  let agencyCookie: string;
  let operatorCookie: string;

  beforeAll(async () => {
    stack = await startAccountsStack();
    ops = operations((await stack.app.inject({ method: 'GET', url: '/api/docs-json' })).json());
    // Signed in, so without the check each input would reach its handler and the database.
    agencyCookie = (await stack.signedInAgency('ADVANCED', 'YES')).cookie;
    operatorCookie = (await stack.signedUpWith({ role: 'operator' })).cookie;
  });

  afterAll(() => stack?.close());

  /** The cookie each route is for ('/api/auth' needs none, and its logout would end it). */
  const cookieFor = (path: string) =>
    path.startsWith('/api/admin/')
      ? operatorCookie
      : path.startsWith('/api/auth/')
        ? ''
        : agencyCookie;

  const send = (op: Operation, url: string, body?: Record<string, unknown>) =>
    stack.app.inject({
      method: op.method,
      url,
      headers: {
        'x-retainly-client': 'web',
        cookie: cookieFor(op.path),
        ...(body && { 'content-type': 'application/json' }),
      },
      // JSON.stringify writes a lone surrogate as the escape "\ud800", as a client would.
      ...(body && { payload: JSON.stringify(body) }),
    });

  const urlOf = (op: Operation, badParam?: string) =>
    op.path.replace(/\{(\w+)\}/g, (_, name: string) =>
      name === badParam ? encodeURIComponent(NUL) : randomUUID(),
    );

  /** Every answer, so one failure lists every endpoint that got it wrong. */
  const outcomes = async (
    cases: { label: string; expected: string; send: () => ReturnType<typeof send> }[],
  ) => {
    const results = [];
    for (const c of cases) {
      const res = await c.send();
      const message = String(res.headers['content-type']).includes('json')
        ? res.json().message
        : res.body;
      results.push({ label: c.label, status: res.statusCode, message });
    }
    return {
      results,
      expected: cases.map((c) => ({ label: c.label, status: 400, message: c.expected })),
    };
  };

  it('sweeps a meaningful share of the api', () => {
    expect(ops.length).toBeGreaterThan(50);
    expect(ops.some((op) => op.path === '/api/portal/{versionId}')).toBe(true);
  });

  it('refuses a null character in each path parameter', async () => {
    const { results, expected } = await outcomes(
      ops.flatMap((op) =>
        op.pathParams.map((param) => ({
          label: `${op.method} ${op.path} {${param}}`,
          expected: nulMessage('The address'),
          send: () => send(op, urlOf(op, param)),
        })),
      ),
    );
    expect(results.length).toBeGreaterThan(20);
    expect(results).toEqual(expected);
  });

  it('refuses a null character in each query parameter (documented or not)', async () => {
    const { results, expected } = await outcomes(
      ops.flatMap((op) =>
        [...op.queryParams, 'q'].map((param) => ({
          label: `${op.method} ${op.path} ?${param}`,
          expected: nulMessage(`Query parameter "${param}"`),
          send: () => send(op, `${urlOf(op)}?${param}=${encodeURIComponent(NUL)}`),
        })),
      ),
    );
    expect(results).toEqual(expected);
  });

  it.each([
    ['a null character', NUL, nulMessage],
    ['a lone surrogate', LONE_SURROGATE, brokenMessage],
  ])('refuses %s in each JSON body field', async (_, value, message) => {
    const { results, expected } = await outcomes(
      ops
        .filter((op) => op.method !== 'GET')
        .flatMap((op) =>
          op.bodyFields.map((field) => ({
            label: `${op.method} ${op.path} .${field}`,
            expected: message(`Field "${field}"`),
            send: () => send(op, urlOf(op), { [field]: value }),
          })),
        ),
    );
    expect(results.length).toBeGreaterThan(60);
    expect(results).toEqual(expected);
  });

  it('names the field deep inside a body, and a flawed name', async () => {
    const put = (data: unknown) =>
      stack.api.put('/api/tool-data/marketing', { data }, agencyCookie);
    const deep = await put({ aiOfferData: { list: ['ok', `x${LONE_SURROGATE}`] } });
    expect(deep.body).toEqual({
      statusCode: 400,
      code: 'invalid_text',
      message: brokenMessage('Field "data.aiOfferData.list.1"'),
    });
    const key = await put({ [`a${NUL}`]: 'fine' });
    expect(key.body.message).toBe(nulMessage('A name in the request'));
  });

  it('still takes well-formed text, emoji and other scripts included', async () => {
    const res = await stack.api.post('/api/affiliates', {
      fullName: 'Zoë 🚀 Ñandú 山田',
      email: newEmail(),
      company: 'Agency',
      networkSize: NETWORK_SIZES[0],
      audienceDescription: 'Agencies — “quoted” text, emoji 👍🏽 and tabs\tare fine.',
    });
    expect(res.status).toBe(201);
    const [row] = await stack.env.db.query(
      `SELECT full_name FROM affiliates ORDER BY created_at DESC LIMIT 1`,
    );
    expect(row.full_name).toBe('Zoë 🚀 Ñandú 山田');
  });
});
