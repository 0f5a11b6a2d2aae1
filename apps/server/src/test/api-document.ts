import { Ajv, type ValidateFunction } from 'ajv';
import addFormatsModule from 'ajv-formats';
import type { FastifyInstance } from 'fastify';
import { API_DOCS_PREFIX, documentPath } from '../plugins/api-docs.ts';

// ajv-formats is CommonJS: its default export arrives wrapped under NodeNext.
const addFormats =
  (addFormatsModule as unknown as { default: typeof addFormatsModule }).default ?? addFormatsModule;

type Json = Record<string, unknown>;
interface Operation {
  operationId: string;
  responses: Record<string, Json>;
}
export interface ApiDocument {
  paths: Record<string, Record<string, Operation>>;
  components: Record<string, Record<string, Json>>;
}

/** The answer of one request, as the checks read it (a light-my-request response fits). */
export interface Answer {
  statusCode: number;
  headers: Record<string, unknown>;
  body: string;
}

/**
 * The published document (/api/docs/json) as a judge of real answers (docs/decisions/021): is the status listed for
 * the operation, and does a JSON body validate against the schema documented for that status? Used by the
 * authorization matrix (every route, every kind of caller) and the fuzzer (every refusal).
 */
export class DocumentedAnswers {
  private readonly ajv = new Ajv({ strict: false, allErrors: false });
  private readonly validators = new Map<string, ValidateFunction | null>();
  /** Answers whose body was validated against a schema. */
  validated = 0;

  constructor(
    readonly document: ApiDocument,
    /** `METHOD /url` of routes left out of the document on purpose (`schema.hide`: the sign-in callback). */
    private readonly hidden = new Set<string>(),
  ) {
    addFormats(this.ajv);
  }

  static async load(app: FastifyInstance): Promise<DocumentedAnswers> {
    const res = await app.inject({ method: 'GET', url: '/api/docs/json' });
    if (res.statusCode !== 200) throw new Error(`/api/docs/json answered ${res.statusCode}`);
    const hidden = app.routeList
      .filter((r) => (r.schema as { hide?: boolean } | undefined)?.hide)
      .map((r) => `${r.method} ${r.url}`);
    return new DocumentedAnswers(res.json(), new Set(hidden));
  }

  /** The operation of `METHOD /registered/:url`. */
  operation(method: string, url: string): Operation | undefined {
    return this.document.paths[documentPath(url)]?.[method.toLowerCase()];
  }

  /** The statuses documented for the operation. */
  statuses(method: string, url: string): number[] {
    return Object.keys(this.operation(method, url)?.responses ?? {}).map(Number);
  }

  /** What is wrong with this answer by the document (empty when it is documented and its body validates). */
  problems(method: string, url: string, answer: Answer): string[] {
    // The document's own pages are left out of it.
    if (url.startsWith(API_DOCS_PREFIX) || this.hidden.has(`${method} ${url}`)) return [];
    const operation = this.operation(method, url);
    if (!operation) return [`${method} ${url} is not in the document`];
    const status = String(answer.statusCode);
    const response = operation.responses[status];
    if (!response) return [`${operation.operationId}: ${status} is not documented`];
    const type = String(answer.headers['content-type'] ?? '');
    if (!type.startsWith('application/json') || answer.body === '') return [];
    const validate = this.validator(operation.operationId, status, response);
    if (!validate) return [];
    this.validated += 1;
    if (validate(JSON.parse(answer.body))) return [];
    return (validate.errors ?? []).map(
      (e) =>
        `${operation.operationId} ${status}: ${e.instancePath || '/'} ${e.message} ${JSON.stringify(e.params)}`,
    );
  }

  private validator(operationId: string, status: string, response: Json): ValidateFunction | null {
    const key = `${operationId} ${status}`;
    if (!this.validators.has(key)) {
      const resolved = this.resolve(response) as { content?: Record<string, { schema?: Json }> };
      const schema = resolved.content?.['application/json']?.schema;
      this.validators.set(key, schema ? this.ajv.compile(this.resolve(schema) as Json) : null);
    }
    return this.validators.get(key) ?? null;
  }

  /** The node with its `#/components/...` references replaced by what they name (the document has no cycles). */
  private resolve(node: unknown, depth = 0): unknown {
    if (depth > 50) throw new Error('a reference cycle in the document');
    if (Array.isArray(node)) return node.map((item) => this.resolve(item, depth + 1));
    if (node === null || typeof node !== 'object') return node;
    const ref = (node as { $ref?: unknown }).$ref;
    if (typeof ref === 'string') {
      const [, section, name] = /^#\/components\/([^/]+)\/([^/]+)$/.exec(ref) ?? [];
      const target = section && name ? this.document.components[section]?.[name] : undefined;
      if (!target) throw new Error(`unresolved reference ${ref}`);
      return this.resolve(target, depth + 1);
    }
    const copy = Object.fromEntries(Object.entries(node).map(([k, v]) => [k, this.resolve(v, depth + 1)]));
    // OpenAPI 3.0 writes exclusive bounds the draft-04 way (a flag beside the bound); ajv reads draft-07's.
    for (const [flag, bound] of [
      ['exclusiveMinimum', 'minimum'],
      ['exclusiveMaximum', 'maximum'],
    ] as const) {
      if (typeof copy[flag] !== 'boolean') continue;
      if (copy[flag]) copy[flag] = copy[bound];
      else delete copy[flag];
      if (copy[flag] !== undefined) delete copy[bound];
    }
    return copy;
  }
}
