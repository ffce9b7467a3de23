// Compatibility (issue 5): hosted snapshots round-trip every field, additive ones included; an older
// adapter's 1.2.0 observation (no regions) is admitted and served; a client of the 1.2.0 schema that
// ignores unknown fields accepts 1.3.0 snapshots.
import anyTest, { type ExecutionContext, type TestFn } from 'ava';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { readFileSync } from 'node:fs';
import { unpack } from 'msgpackr';
import { admitObservation, schemaValidator } from '../pool/admission.js';
import { boundCanonical, canonicalJson } from '../pool/canonical.js';
import { projectForModel } from '../pool/projection.js';
import { ObservationPool, type Session } from '../pool/pool.js';
import { LEGACY_SCHEMA_VERSION, OBSERVATION_FIELD_ORDER, type Observation } from '../schemas/observation.js';
import { serveFixtures, type FixtureServer } from '../harness/fixture-server.js';
import { serializeObservation, startHostedServer, type HostedServer, type HostedSession, type SessionSource } from '../transport/http.js';

interface Context {
  pool: ObservationPool;
  fixtures: FixtureServer;
  /** Serves the pool's sessions, recording what the library returned for each call. */
  hosted: HostedServer;
  /** Serves sessions of an older adapter whose observations are schema 1.2.0. */
  legacy: HostedServer;
  /** What the library returned, per session, in call order. */
  returned: Map<string, Observation[]>;
}

const test = anyTest as TestFn<Context>;

/**
 * Small enough that the round-trip page's text is cut (so `omitted` is set) and large enough that its
 * regions and its first page of controls stay whole.
 */
const POOL_MAX_BYTES = 14_000;
/** The older adapter's own canonical bound: smaller, so bounding the 1.2.0 observation cuts more text. */
const LEGACY_MAX_BYTES = 12_000;

/** The pool's sessions, each result recorded as the library returned it. */
function recordingSource(pool: ObservationPool, returned: Map<string, Observation[]>): SessionSource {
  const record = (id: string) => (observation: Observation) => {
    returned.set(id, [...(returned.get(id) ?? []), observation]);
    return observation;
  };
  return {
    async openSession(): Promise<HostedSession> {
      const session = await pool.openSession();
      const keep = record(session.id);
      return {
        id: session.id,
        navigate: (input) => session.navigate(input).then(keep),
        observe: (input) => session.observe(input).then(keep),
        act: (input) => session.act(input).then(keep),
        close: () => session.close(),
      };
    },
  };
}

/**
 * An older adapter: it collects with the pool, then reports what a 1.2.x adapter knows (no regions, no
 * coverage), admitting and bounding the result itself as the coordinator does.
 */
function legacyObservation(current: Observation): Observation {
  // What a 1.2.x adapter knows: no regions and coverage (1.3.0), none of the 1.4.0 and 1.5.0 fields.
  const {
    focus: _focus,
    regions: _regions,
    regionCoverage: _coverage,
    operation: _op,
    tabs: _tabs,
    dialogs: _dialogs,
    frameCoverage: _frames,
    settle: _settle,
    match: _match,
    delta: _delta,
    tables: _tables,
    ...known
  } = current;
  const older: Observation = {
    ...known,
    schemaVersion: LEGACY_SCHEMA_VERSION,
    page: { url: current.page.url, title: current.page.title },
    text: { content: current.text.content, truncated: current.text.truncated },
    ...(current.omitted ? { omitted: { controls: current.omitted.controls, regions: current.omitted.regions, textChars: current.omitted.textChars } } : {}),
    controls: current.controls.map(
      ({ href: _href, options: _options, optionsOmitted: _omitted, hint: _hint, inputType: _type, matchesTyped: _typed, ...control }) => control,
    ),
  };
  return boundCanonical(admitObservation(older), { maxBytes: LEGACY_MAX_BYTES }).observation;
}

function legacySource(pool: ObservationPool, returned: Map<string, Observation[]>): SessionSource {
  return {
    async openSession(): Promise<HostedSession> {
      const session: Session = await pool.openSession();
      const downgrade = (observation: Observation) => {
        const older = legacyObservation(observation);
        returned.set(session.id, [...(returned.get(session.id) ?? []), older]);
        returned.set(`pool:${session.id}`, [...(returned.get(`pool:${session.id}`) ?? []), observation]);
        return older;
      };
      return {
        id: session.id,
        navigate: (input) => session.navigate(input).then(downgrade),
        observe: (input) => session.observe(input).then(downgrade),
        act: (input) => session.act(input).then(downgrade),
        close: () => session.close(),
      };
    },
  };
}

test.before(async (t) => {
  t.context.returned = new Map();
  t.context.fixtures = await serveFixtures();
  t.context.pool = await ObservationPool.start({ workers: 1, maxBytes: POOL_MAX_BYTES });
  t.context.hosted = await startHostedServer({ pool: recordingSource(t.context.pool, t.context.returned), port: 0 });
  t.context.legacy = await startHostedServer({ pool: legacySource(t.context.pool, t.context.returned), port: 0 });
});
test.after.always(async (t) => {
  await t.context.hosted?.close();
  await t.context.legacy?.close();
  await t.context.pool?.close();
  await t.context.fixtures?.close();
});

async function fetchBytes(url: string, init: RequestInit = {}): Promise<{ status: number; contentType: string; bytes: Buffer }> {
  const response = await fetch(url, init);
  return { status: response.status, contentType: response.headers.get('content-type') ?? '', bytes: Buffer.from(await response.arrayBuffer()) };
}

async function post(base: string, path: string, body: unknown): Promise<{ status: number; contentType: string; bytes: Buffer }> {
  return fetchBytes(`${base}${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
}

async function openHttpSession(t: ExecutionContext<Context>, base: string): Promise<string> {
  const created = await fetchBytes(`${base}/sessions`, { method: 'POST' });
  t.is(created.status, 201);
  const id = (JSON.parse(created.bytes.toString('utf8')) as { session: string }).session;
  t.teardown(() => fetch(`${base}/sessions/${id}`, { method: 'DELETE' }).then(() => undefined));
  return id;
}

/** The JSON and the msgpack snapshot of a session. */
async function snapshots(base: string, id: string): Promise<{ json: string; packed: unknown }> {
  const json = await fetchBytes(`${base}/sessions/${id}/snapshot`);
  const packed = await fetchBytes(`${base}/sessions/${id}/snapshot`, { headers: { Accept: 'application/msgpack' } });
  if (json.status !== 200 || packed.status !== 200) throw new Error(`snapshot failed: ${json.status} ${packed.status}`);
  if (packed.contentType !== 'application/msgpack') throw new Error(`msgpack snapshot came as ${packed.contentType}`);
  return { json: json.bytes.toString('utf8'), packed: unpack(packed.bytes) };
}

function lastReturned(t: ExecutionContext<Context>, id: string): Observation {
  const list = t.context.returned.get(id) ?? [];
  const last = list[list.length - 1];
  if (!last) throw new Error(`the library returned nothing for ${id}`);
  return last;
}

/** Every optional field the round-trip page must exercise, so that the round trip covers it. */
function assertEveryFieldPresent(t: ExecutionContext<Context>, observation: Observation): void {
  t.not(observation.continuation, null, 'continuation: more controls than one page');
  t.true((observation.omitted?.textChars ?? 0) > 0, 'omitted: the bound cut text');
  t.deepEqual(new Set((observation.regions ?? []).map((r) => r.kind)), new Set(['dialog', 'alert', 'status', 'form', 'heading']), 'regions of every kind');
  t.true(
    (observation.regions ?? []).some((r) => r.kind === 'heading' && r.level === 2),
    'a heading with its level',
  );
  t.true(observation.page.status === 200, 'page.status');
  t.like(observation.regionCoverage, { version: 1, scope: 'main-document', nodesLeftUnread: false });
  t.like(observation.tables?.[0], { caption: 'Plans', headers: ['Plan', 'Price'] }, 'a table');
  const states = observation.controls.flatMap((c) => Object.keys(c.states ?? {}));
  for (const state of ['disabled', 'checked', 'expanded', 'selected', 'filled']) t.true(states.includes(state), `a control with ${state}`);
}

test.serial('JSON and msgpack snapshots round-trip every field the library returned, additive ones included', async (t) => {
  const base = t.context.hosted.url;
  const id = await openHttpSession(t, base);
  const navigated = await post(base, `/sessions/${id}/navigate`, { url: t.context.fixtures.url('transport/round-trip.html') });
  t.is(navigated.status, 200);
  const first = lastReturned(t, id);
  assertEveryFieldPresent(t, first);
  let { json, packed } = await snapshots(base, id);
  t.is(json, canonicalJson(first), 'the JSON snapshot is the canonical JSON of what the library returned');
  t.deepEqual(JSON.parse(json), first);
  t.deepEqual(packed, first);

  const agree = first.controls.find((c) => c.name === 'Agree to terms');
  if (!agree) return t.fail('no "Agree to terms" control');
  const acted = await post(base, `/sessions/${id}/act`, { ref: agree.ref, action: 'check' });
  t.is(acted.status, 200);
  const after = lastReturned(t, id);
  t.deepEqual(after.postcondition, { navigated: false, evidenceChanged: true });
  t.deepEqual(
    Object.keys(after),
    OBSERVATION_FIELD_ORDER.filter((field) => field !== 'delta' && field !== 'match'),
    'every top-level field but the delta and the match of a find, in canonical order',
  );
  assertEveryFieldPresent(t, after);
  t.true(after.controls.some((c) => c.name === 'Agree to terms' && c.states?.checked === true));
  ({ json, packed } = await snapshots(base, id));
  t.is(json, canonicalJson(after));
  t.deepEqual(JSON.parse(json), after);
  t.deepEqual(packed, after);
  t.is(acted.bytes.toString('utf8'), json, 'the act response and the snapshot are the same bytes');
  t.false(json.includes('CANARY-ROUND-TRIP-VALUE'), 'the filled field reports filled, never its value');

  // A delta, last of all fields, round-trips too.
  const observed = await post(base, `/sessions/${id}/observe`, { since: first.revision });
  t.is(observed.status, 200);
  const withDelta = lastReturned(t, id);
  t.is(Object.keys(withDelta).at(-1), 'delta');
  t.deepEqual(withDelta.delta?.controls.changed, [{ ...agree, states: { ...agree.states, checked: true } }]);
  ({ json, packed } = await snapshots(base, id));
  t.is(json, canonicalJson(withDelta));
  t.deepEqual(JSON.parse(json), withDelta);
  t.deepEqual(packed, withDelta);
  t.false(json.includes('CANARY-ROUND-TRIP-VALUE'));
});

test.serial("an older adapter's 1.2.0 observation is admitted, bounded, projected, encoded and served", async (t) => {
  // Admission chooses the schema by version: 1.3.0 would refuse what 1.2.0 admits.
  const id = await openHttpSession(t, t.context.legacy.url);
  const navigated = await post(t.context.legacy.url, `/sessions/${id}/navigate`, { url: t.context.fixtures.url('transport/round-trip.html') });
  t.is(navigated.status, 200);
  const older = lastReturned(t, id);
  t.is(older.schemaVersion, '1.2.0');
  t.false('regions' in older);
  t.false('regionCoverage' in older);
  t.false(schemaValidator('1.3')(older), 'the 1.3.0 schema refuses a 1.2.0 observation');
  t.true(schemaValidator('1.2')(older), JSON.stringify(schemaValidator('1.2').errors));
  t.notThrows(() => admitObservation(older));
  const refused = t.throws(() => admitObservation({ ...older, controls: 'none' }));
  t.is((refused as { code?: string } | undefined)?.code, 'schema', 'admission does check 1.2.0 observations');

  // Bounded: the older adapter's own smaller bound cut more text than the pool's did.
  const bound = boundCanonical(older, { maxBytes: LEGACY_MAX_BYTES });
  t.true(bound.bytes <= LEGACY_MAX_BYTES);
  t.deepEqual(bound.observation, older, 'bounding an already bounded observation changes nothing');
  const collected = lastReturned(t, `pool:${id}`);
  t.true((older.omitted?.textChars ?? 0) > (collected.omitted?.textChars ?? 0), 'the smaller bound cut more text');
  t.not(older.continuation, null, 'its continuation is kept');
  t.is(older.omitted?.controls, 0, 'no control was dropped');

  // Projected: no regions, and the header says they were not collected.
  const projection = projectForModel(older, { budgetBytes: 600 });
  t.true(Buffer.byteLength(projection) <= 600);
  t.regex(projection, /^page: "Round trip: every observation field"/);
  t.true(projection.split('\n').includes('scan: regions not collected'), projection);
  t.false(projection.includes('\nregions:'));

  // Encoded by the transport's serializer.
  const asJson = serializeObservation(older);
  t.is(asJson.contentType, 'application/json');
  t.is(asJson.body.toString('utf8'), canonicalJson(older));
  const asMsgpack = serializeObservation(older, { format: 'msgpack' });
  t.is(asMsgpack.contentType, 'application/msgpack');
  t.deepEqual(unpack(asMsgpack.body), older);
  t.is(serializeObservation(older, { budgetBytes: 600 }).body.toString('utf8'), projection);

  // Served: the navigate response, the snapshots and the projection over HTTP are those same bytes.
  t.is(navigated.bytes.toString('utf8'), canonicalJson(older));
  const { json, packed } = await snapshots(t.context.legacy.url, id);
  t.is(json, canonicalJson(older));
  t.deepEqual(packed, older);
  const projected = await fetchBytes(`${t.context.legacy.url}/sessions/${id}/snapshot?budget=600`);
  t.is(projected.bytes.toString('utf8'), projection);
});

// A client written for 1.2.x. "Ignoring unknown fields" means: it checks the fields its schema names by that
// schema's rules and reads only those; a field its schema does not name (regions, regionCoverage, or a later
// addition inside an object it knows, such as a new control state) is neither an error nor read. So the client
// validates against a copy of the 1.2.0 schema in which no object forbids additional properties. It also takes
// the version the way semantic versioning intends: a later minor version of the same major (1.3.0) only adds
// fields, so it is accepted too; the 1.2.0 schema says so itself (its `schemaVersion` takes any minor from 2 on).
function tolerantOf(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(tolerantOf);
  if (typeof schema !== 'object' || schema === null) return schema;
  const copy: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(schema)) {
    if (key === 'additionalProperties' && value === false) continue;
    copy[key] = tolerantOf(value);
  }
  return copy;
}

const schema120 = JSON.parse(readFileSync(new URL('../../schemas/observation-1.2.0.schema.json', import.meta.url), 'utf8')) as object;
const tolerantSchema = tolerantOf(schema120) as object;
const clientAjv = new Ajv2020({ strict: true, allErrors: true });
const tolerant120 = clientAjv.compile(tolerantSchema);
const strict120 = new Ajv2020({ strict: true, allErrors: true }).compile(schema120);
const schema130 = JSON.parse(readFileSync(new URL('../../schemas/observation-1.3.0.schema.json', import.meta.url), 'utf8')) as object;
const tolerant130 = new Ajv2020({ strict: true, allErrors: true }).compile(tolerantOf(schema130) as object);
const schema140 = JSON.parse(readFileSync(new URL('../../schemas/observation-1.4.0.schema.json', import.meta.url), 'utf8')) as object;
const tolerant140 = new Ajv2020({ strict: true, allErrors: true }).compile(tolerantOf(schema140) as object);

test.serial('clients validating against the 1.2.0, 1.3.0 or 1.4.0 schema while ignoring unknown fields accept 1.5.0 snapshots', async (t) => {
  const base = t.context.hosted.url;
  const id = await openHttpSession(t, base);
  const navigated = await post(base, `/sessions/${id}/navigate`, { url: t.context.fixtures.url('transport/round-trip.html') });
  const first = JSON.parse(navigated.bytes.toString('utf8')) as Observation;
  const agree = first.controls.find((c) => c.name === 'Agree to terms');
  if (!agree) return t.fail('no "Agree to terms" control');
  t.is((await post(base, `/sessions/${id}/act`, { ref: agree.ref, action: 'check' })).status, 200);
  const { json, packed } = await snapshots(base, id);
  const fetched = JSON.parse(json) as Observation;
  t.is(fetched.schemaVersion, '1.5.0');
  t.true(Array.isArray(fetched.regions) && fetched.regionCoverage !== undefined, 'the snapshot carries the 1.3.0 fields');
  t.true(fetched.operation === 'act' && fetched.tabs !== undefined && fetched.dialogs !== undefined, 'and the 1.4.0 ones');

  for (const [format, snapshot] of [
    ['JSON', fetched],
    ['msgpack', packed],
  ] as const) {
    t.true(tolerant120(snapshot), `${format}: ${JSON.stringify(tolerant120.errors)}`);
    t.true(tolerant130(snapshot), `${format}, 1.3.0 client: ${JSON.stringify(tolerant130.errors)}`);
    t.true(tolerant140(snapshot), `${format}, 1.4.0 client: ${JSON.stringify(tolerant140.errors)}`);
  }
  // Later additions inside objects the client knows are ignored as well.
  const later = structuredClone(fetched) as unknown as Record<string, unknown> & {
    controls: { states?: Record<string, unknown> }[];
    page: Record<string, unknown>;
  };
  later['schemaVersion'] = '1.6.0';
  later['viewport'] = { width: 800 };
  later.page['language'] = 'en';
  later.controls[0]!.states = { ...later.controls[0]!.states, pressed: true };
  t.true(tolerant120(later), JSON.stringify(tolerant120.errors));

  // Ignoring unknown fields is not accepting anything: what the client knows is still checked.
  t.false(tolerant120({ ...fetched, revision: 0 }));
  t.false(tolerant120({ ...fetched, controls: [{ ref: 'e1', role: 'button' }] }), 'a control without its name');
  t.false(tolerant120({ ...fetched, schemaVersion: '2.0.0' }), 'another major version');
  t.false(tolerant120({ ...fetched, schemaVersion: '1.1.0' }), 'an earlier minor version');

  // The published schemas are strict inside their objects (page, controls): a client that validates with them
  // as they are, instead of ignoring what it does not know, refuses the 1.4.0 additions there. The contract
  // asks clients to ignore unknown fields; this shows why.
  t.false(strict120(fetched), 'page.status and control destinations are unknown to the strict 1.2.0 schema');
});
