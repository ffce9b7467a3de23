// The hosted transport (`lookout serve`, docs/contract.md "Surfaces"): sessions and snapshots of an observation
// pool over HTTP. JSON by default, msgpack with `Accept: application/msgpack`, the model projection as text when a
// call passes a budget. Loopback by default; any other address needs a bearer token. Requests are checked before
// any route sees them (http-request.ts): a web page the operator visits must not be able to drive the browser.
// Options are http-options.ts's, replies http-reply.ts's, sessions sessions.ts's.
import type { IncomingMessage } from 'node:http';
import type { Observation } from '../schemas/observation.js';
import type { ScreenshotScope } from '../schemas/screenshot.js';
import { LookoutError } from '../pool/errors.js';
import type { SessionOptions } from '../pool/options.js';
import { HttpError, RequestGate, bodyFormat, readInput } from './http-request.js';
import { serveGated } from './http-listen.js';
import { REQUEST_LIMITS, checkOptions, type HostedServer, type HostedServerOptions, type RequestLimits } from './http-options.js';
import { negotiateFormat, retryHeaders, serializeObservation, statusOf, validateInput, type Reply } from './http-reply.js';
import { TOOL_ROUTES } from './http-tools.js';
import { publicMessage } from './redact.js';
import { SessionRegistry } from './sessions.js';

export type { HostedSession, SessionSource } from './sessions.js';
export {
  DEFAULT_MAX_BODY_BYTES,
  DEFAULT_MAX_SESSIONS,
  DEFAULT_PORT,
  DEFAULT_SESSION_IDLE_MS,
  checkToken,
  requireTokenOffLoopback,
  type HostedServer,
  type HostedServerOptions,
} from './http-options.js';
export { negotiateFormat, serializeObservation, type ObservationFormat, type SerializedObservation } from './http-reply.js';

interface Route {
  pattern: RegExp;
  methods: Record<string, (request: IncomingMessage, id: string, url: URL) => Promise<Reply>>;
}

/**
 * Starts the HTTP API over `options.pool`; resolves once it listens.
 * @param limits For tests only: time limits shorter than REQUEST_LIMITS, which a test cannot wait for.
 */
export async function startHostedServer(options: HostedServerOptions, limits: Partial<RequestLimits> = {}): Promise<HostedServer> {
  const checked = checkOptions(options);
  const timeouts = { ...REQUEST_LIMITS, ...limits };
  const { maxBodyBytes } = checked;
  const registry = new SessionRegistry(checked.pool, checked.maxSessions, checked.sessionIdleMs, checked.session);
  const gate = new RequestGate({
    ...checked,
    cors: { methods: 'GET, POST, DELETE', allowHeaders: 'Authorization, Content-Type, Accept', exposeHeaders: 'Location, Retry-After' },
  });

  const respond = (request: IncomingMessage, observation: Observation, budget: number | undefined): Reply => {
    const { contentType, body } = serializeObservation(observation, {
      format: negotiateFormat(request.headers.accept),
      ...(budget !== undefined ? { budgetBytes: budget } : {}),
    });
    return { status: 200, headers: { 'Content-Type': contentType, Vary: 'Accept' }, body };
  };

  /** Runs a tool call; strings the client sent are kept out of any error message. */
  const call = async <T = Observation>(secrets: string[], run: () => Promise<T>): Promise<T> => {
    try {
      return await run();
    } catch (error) {
      if (!(error instanceof LookoutError)) throw error;
      const reason =
        'reason' in error && typeof error.reason === 'string' ? error.reason : 'rule' in error && typeof error.rule === 'string' ? error.rule : undefined;
      const step = (error as { step?: unknown }).step;
      throw new HttpError(
        statusOf(error),
        error.code,
        publicMessage(error, 'http', secrets),
        retryHeaders(error.code),
        reason,
        typeof step === 'number' ? step : undefined,
      );
    }
  };

  const json = (status: number, value: unknown, headers: Record<string, string> = {}): Reply => ({
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
    body: Buffer.from(JSON.stringify(value)),
  });

  const routes: Route[] = [
    {
      pattern: /^\/health$/,
      methods: { GET: async () => json(200, { ok: true, sessions: registry.size }) },
    },
    {
      pattern: /^\/sessions$/,
      methods: {
        POST: async (request) => {
          const { session } = await registry.create(sessionOptionsOf(await readInput(request, maxBodyBytes)));
          return json(201, { session: session.id }, { Location: `/sessions/${encodeURIComponent(session.id)}` });
        },
      },
    },
    {
      pattern: /^\/sessions\/([^/]+)$/,
      methods: {
        GET: async (_request, id) => {
          const entry = registry.get(id);
          return json(200, {
            session: id,
            revision: entry.latest?.revision ?? 0,
            idleMs: Date.now() - entry.lastUsed,
            ...(entry.session.popups ? { popups: entry.session.popups } : {}),
          });
        },
        DELETE: async (_request, id) => {
          await registry.delete(id);
          return { status: 204 };
        },
      },
    },
    ...TOOL_ROUTES.map((tool): Route => ({
      pattern: new RegExp(`^/sessions/([^/]+)/${tool.path}$`),
      methods: {
        POST: async (request, id) => {
          const body = await readInput(request, maxBodyBytes);
          registry.get(id);
          const input = validateInput<{ [key: string]: unknown; budget?: number }>(tool.input, body);
          return registry.use(id, async (entry) => {
            const observation = await call(tool.secrets(input), () => {
              const running = tool.run(entry.session, input);
              if (!running) throw new HttpError(404, 'not-found', `this session does not take ${tool.path}`);
              return running;
            });
            if (tool.snapshot(input)) entry.latest = observation;
            return respond(request, observation, input.budget);
          });
        },
      },
    })),
    {
      // A masked screenshot (docs/contract.md, "Screenshots"): the PNG, its facts in a header. Not a tool of the
      // call table: it returns an image, and only a server started with screenshots allowed offers it.
      pattern: /^\/sessions\/([^/]+)\/screenshot$/,
      methods: {
        POST: async (request, id) => {
          const body = await readInput(request, maxBodyBytes);
          const entry = registry.get(id);
          const input = screenshotInput(body);
          if (!entry.session.screenshot) throw new HttpError(404, 'not-found', 'this session does not take screenshot');
          return registry.use(id, async (used) => {
            const shot = await call([], () => used.session.screenshot!(input));
            const { data, ...facts } = shot;
            return { status: 200, headers: { 'Content-Type': 'image/png', 'Lookout-Screenshot': JSON.stringify(facts) }, body: Buffer.from(data) };
          });
        },
      },
    },
    {
      pattern: /^\/sessions\/([^/]+)\/snapshot$/,
      methods: {
        GET: async (request, id, url) => {
          const entry = registry.get(id);
          const rawBudget = url.searchParams.get('budget');
          const budget = rawBudget === null ? undefined : validateInput<number>('budget', /^[0-9]{1,9}$/.test(rawBudget) ? Number(rawBudget) : rawBudget);
          if (!entry.latest) throw new HttpError(404, 'not-found', 'the session has not observed anything yet');
          return respond(request, entry.latest, budget);
        },
      },
    },
  ];

  const handle = async (request: IncomingMessage): Promise<Reply> => {
    const url = new URL(request.url ?? '/', 'http://lookout.invalid');
    if (request.method === 'POST') bodyFormat(request);
    for (const route of routes) {
      const match = route.pattern.exec(url.pathname);
      if (!match) continue;
      const handler = route.methods[request.method ?? ''];
      if (!handler) {
        const allow = Object.keys(route.methods).join(', ');
        throw new HttpError(405, 'invalid-argument', `${url.pathname.replace(/\/sessions\/[^/]+/, '/sessions/:id')} allows ${allow}`, { Allow: allow });
      }
      return handler(request, match[1] ?? '', url);
    }
    throw new HttpError(404, 'not-found', 'no such route');
  };

  return serveGated(checked, timeouts, gate, registry, (request) => handle(request));
}

/** What a hosted session may choose for itself: how its browser presents itself and the storage it starts with. */
const SESSION_KEYS = ['viewport', 'device', 'userAgent', 'locale', 'timezoneId', 'storageState'] as const;

/**
 * The body of `POST /sessions`: nothing, or some of SESSION_KEYS (their values are checked where the pool opens the
 * session). A storage state comes inline, never as a path: a client may not have the server read its files.
 */
function sessionOptionsOf(input: unknown): SessionOptions {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) throw new HttpError(400, 'invalid-argument', 'the body must be a JSON object');
  const unknown = Object.keys(input).filter((key) => !(SESSION_KEYS as readonly string[]).includes(key));
  if (unknown.length > 0) throw new HttpError(400, 'invalid-argument', `POST /sessions takes ${SESSION_KEYS.join(', ')}; not ${unknown.length} other key(s)`);
  const options = input as SessionOptions;
  if (options.storageState !== undefined && (typeof options.storageState !== 'object' || options.storageState === null)) {
    throw new HttpError(400, 'invalid-argument', 'storageState must be the object itself ({ cookies, origins }), not a path');
  }
  return options;
}

/** A screenshot request's body: an object of `scope`, `ref` and `marks` only (the session checks their values). */
function screenshotInput(body: unknown): { scope?: ScreenshotScope; ref?: string; marks?: boolean } {
  const input = body ?? {};
  if (typeof input !== 'object' || Array.isArray(input)) throw new HttpError(400, 'invalid-argument', 'the body must be an object');
  const unknown = Object.keys(input).find((key) => !['scope', 'ref', 'marks'].includes(key));
  if (unknown !== undefined) throw new HttpError(400, 'invalid-argument', 'the body takes scope, ref and marks only');
  return input as { scope?: ScreenshotScope; ref?: string; marks?: boolean };
}
