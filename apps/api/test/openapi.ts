import type { TestContext } from './context.ts';

/** The part of a JSON Schema (as @fastify/swagger renders the zod schemas) the fuzz and authorization suites read. */
export type Schema = {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  minimum?: number;
  exclusiveMinimum?: number | boolean;
  minItems?: number;
  nullable?: boolean;
  items?: Schema;
  properties?: Record<string, Schema>;
  required?: string[];
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
};

export type Parameter = {
  in: 'path' | 'query' | 'header' | 'cookie';
  name: string;
  required?: boolean;
  schema?: Schema;
};

/** One operation of the OpenAPI document, with the URL it answers at (the document's server is /api). */
export type Operation = {
  method: string;
  /** The document's path: `/member/v1/users/address/{id}`. */
  path: string;
  /** Where it is served: `/api/...`, or the path itself for the sandboxes (mounted outside /api). */
  url: string;
  params: Parameter[];
  query: Parameter[];
  body: Schema | null;
};

type Document = {
  paths: Record<
    string,
    Record<
      string,
      { parameters?: Parameter[]; requestBody?: { content?: Record<string, { schema?: Schema }> } }
    >
  >;
};

/** Every operation the built app documents at /api/docs/json. */
export async function readOperations(ctx: TestContext): Promise<Operation[]> {
  const response = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
  if (response.statusCode !== 200) throw new Error(`the OpenAPI document: ${response.statusCode}`);
  const document = response.json<Document>();
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(item)) {
      const parameters = operation.parameters ?? [];
      const content = operation.requestBody?.content ?? {};
      operations.push({
        method: method.toUpperCase(),
        path,
        url: path.startsWith('/__sandbox/') ? path : `/api${path}`,
        params: parameters.filter((parameter) => parameter.in === 'path'),
        query: parameters.filter((parameter) => parameter.in === 'query'),
        body: Object.values(content)[0]?.schema ?? null
      });
    }
  }
  return operations;
}

/** Strings that satisfy most of the shop's patterns (ids, numbers, mobiles, dates, codes); the first that fits wins. */
const CANDIDATES = [
  '1',
  '123456',
  '01012345678',
  '06236',
  '2000000001',
  '20260101',
  '2026-01-01',
  'customer1',
  'Abcd1234!',
  'fuzz@example.com',
  'abc',
  'ABC',
  'a1b2c3d4e5f6a7b8c9d0e1f2a3b4c5d6',
  '123e4567-e89b-42d3-a456-426614174000',
  'AP260101990001',
  'a'.repeat(43),
  'KAKAO',
  'ko-KR',
  '/'
];

/**
 * Values by field name where the document cannot say what passes (a refinement, a provider name checked in code),
 * so the fuzz reaches past validation into the handlers.
 */
const NAME_HINTS: Record<string, unknown> = {
  password: 'Secret123!',
  passwordConfirm: 'Secret123!',
  orderNumber: 'AP260101990001',
  legacyLoginId: 'hanna.kim',
  userNumber: '1000000001',
  referralUserNumber: '1000000001',
  provider: 'kakao'
};

/** A plausible value for one path or query parameter (an order's `id` is its order number, a sheet's a UUID). */
export function sampleParameter(operation: Operation, parameter: Parameter): unknown {
  if (parameter.name === 'id' && operation.path.includes('/sales/') && !operation.path.includes('/sheet/')) {
    return NAME_HINTS.orderNumber;
  }
  return sample(parameter.schema, 0, parameter.name);
}

/** A plausible value for `schema`: every property, the first enum member, a string its pattern accepts. */
export function sample(schema: Schema | undefined, depth = 0, name?: string): unknown {
  if (name !== undefined && Object.hasOwn(NAME_HINTS, name)) return structuredClone(NAME_HINTS[name]);
  if (!schema || depth > 8) return null;
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum.find((value) => value !== null) ?? schema.enum[0];
  const union = schema.anyOf ?? schema.oneOf;
  if (union?.length) return sample(union.find((option) => option.type !== 'null') ?? union[0], depth, name);
  if (schema.allOf?.length) return sample(schema.allOf[0], depth, name);
  const type = Array.isArray(schema.type) ? schema.type.find((name) => name !== 'null') : schema.type;
  switch (type ?? (schema.properties ? 'object' : undefined)) {
    case 'string':
      return sampleString(schema);
    case 'integer':
    case 'number':
      return typeof schema.minimum === 'number' && schema.minimum > 1 ? schema.minimum : 1;
    case 'boolean':
      return true;
    case 'array':
      return Array.from({ length: Math.max(1, schema.minItems ?? 1) }, () => sample(schema.items, depth + 1));
    case 'object':
      return Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([key, value]) => [key, sample(value, depth + 1, key)])
      );
    default:
      return typeof schema.default === 'string' ? schema.default : 'abc';
  }
}

function sampleString(schema: Schema): string {
  if (schema.format === 'email') return 'fuzz@example.com';
  if (schema.format === 'uuid') return '123e4567-e89b-42d3-a456-426614174000';
  if (schema.format === 'date-time') return new Date().toISOString();
  if (schema.format === 'date') return '2026-01-01';
  if (schema.format === 'uri') return 'http://localhost/';
  const pattern = schema.pattern ? safeRegExp(schema.pattern) : null;
  const fits = (value: string) =>
    (!pattern || pattern.test(value)) && value.length >= (schema.minLength ?? 0);
  return CANDIDATES.find(fits) ?? 'a'.repeat(Math.max(1, schema.minLength ?? 1));
}

function safeRegExp(pattern: string): RegExp | null {
  try {
    return new RegExp(pattern, 'u');
  } catch {
    return null;
  }
}

/** Every leaf of a sampled value as a path (`['address', 'zipcode']`, `['lines', 0, 'quantity']`). */
export function leafPaths(value: unknown, path: (string | number)[] = []): (string | number)[][] {
  if (Array.isArray(value))
    return value.length ? value.flatMap((item, index) => leafPaths(item, [...path, index])) : [path];
  if (value && typeof value === 'object') {
    const entries = Object.entries(value);
    return entries.length ? entries.flatMap(([key, item]) => leafPaths(item, [...path, key])) : [path];
  }
  return [path];
}

/** A copy of `value` with the leaf at `path` replaced (the root itself when the path is empty). */
export function replaceAt(value: unknown, path: (string | number)[], replacement: unknown): unknown {
  if (path.length === 0) return replacement;
  const copy = structuredClone(value) as Record<string | number, unknown>;
  let node = copy;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  node[path.at(-1)!] = replacement;
  return copy;
}

/**
 * A string as it goes into a URL: percent-encoded UTF-8, except that a lone surrogate (which UTF-8 cannot carry
 * and encodeURIComponent refuses) becomes the bytes a careless client would send for it (ED A0 80).
 */
export function urlEncode(value: string): string {
  let out = '';
  for (const char of value) {
    const unit = char.charCodeAt(0);
    out += char.length === 1 && unit >= 0xd800 && unit <= 0xdfff ? '%ED%A0%80' : encodeURIComponent(char);
  }
  return out;
}

/** The operation's URL with these path and query values, each already percent-encoded (see urlEncode). */
export function urlOf(
  operation: Operation,
  params: Record<string, string>,
  query: Record<string, string> = {}
): string {
  const path = operation.url.replace(/\{([^}]+)\}/g, (_match, name: string) => params[name] ?? '1');
  const search = Object.entries(query)
    .map(([key, value]) => `${urlEncode(key)}=${value}`)
    .join('&');
  return search ? `${path}?${search}` : path;
}
