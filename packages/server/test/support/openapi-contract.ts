import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { ApiApp } from '../../src/http/index.js';
import { LiveEventResource } from '../../src/http/schemas/live-event-resource.js';

// ajv-formats is CommonJS; its default export is the plugin function under either interop.
const addFormats = ((addFormatsModule as unknown as { default?: typeof addFormatsModule }).default ??
  addFormatsModule) as unknown as (ajv: Ajv2020) => Ajv2020;

interface Operation {
  readonly responses?: Record<string, { $ref?: string; content?: Record<string, unknown> }>;
}

interface OpenApiDocument {
  readonly paths: Record<string, Record<string, Operation>>;
}

const documentId = 'spora-openapi';
// Compiled validators are kept per document text: most test apps serve the same document.
const contracts = new Map<string, OpenApiContract>();
const contractOfApp = new WeakMap<ApiApp, Promise<OpenApiContract>>();

/** `~` and `/` escaped for a JSON pointer. */
const pointerPart = (text: string) => text.replaceAll('~', '~0').replaceAll('/', '~1');

/**
 * Checks responses against the OpenAPI document the app serves: a documented route that answers
 * with a status the document does not list for it, or with a JSON body its schema refuses, fails
 * the test that sent the request. The document cannot drift from the code unnoticed.
 */
export class OpenApiContract {
  private readonly ajv = addFormats(new Ajv2020({ strict: false, allErrors: true }));
  private readonly validators = new Map<string, ValidateFunction>();
  private readonly templates: { path: string; pattern: RegExp; parameters: number }[];

  constructor(private readonly document: OpenApiDocument) {
    this.ajv.addSchema(document as object, documentId);
    this.templates = Object.keys(document.paths)
      .map((path) => ({
        path,
        pattern: new RegExp(`^${path.replace(/\{[^}]+\}/g, '[^/]+')}$`),
        parameters: path.split('{').length - 1,
      }))
      // A literal segment wins over a parameter: /agents/import before /agents/{id}.
      .sort((a, b) => a.parameters - b.parameters);
  }

  /** The contract of the document `app` serves; apps serving the same document share one. */
  static of(app: ApiApp): Promise<OpenApiContract> {
    let contract = contractOfApp.get(app);
    if (contract === undefined) {
      contract = app.inject({ method: 'GET', url: '/api/v1/openapi.json' }).then(({ body }) => {
        let shared = contracts.get(body);
        if (shared === undefined) {
          shared = new OpenApiContract(JSON.parse(body) as OpenApiDocument);
          contracts.set(body, shared);
        }
        return shared;
      });
      contractOfApp.set(app, contract);
    }
    return contract;
  }

  /** Throws when the response is not one the document describes. */
  check(method: string, url: string, response: LightMyRequestResponse): void {
    const path = new URL(url, 'http://spora.test').pathname;
    const template = this.templates.find((entry) => entry.pattern.test(path))?.path;
    const lowerMethod = method.toLowerCase();
    const operation = template === undefined ? undefined : this.document.paths[template]?.[lowerMethod];
    // Routes the document leaves out on purpose (the UI's files, the document itself) and URLs no
    // route serves.
    if (template === undefined || operation === undefined) return;
    const name = `${method} ${template}`;
    const status = String(response.statusCode);
    const documented = operation.responses?.[status];
    if (documented === undefined) {
      throw new Error(
        `${name} answered ${status}, which the OpenAPI document does not list: ${response.body}`,
      );
    }
    const contentType = String(response.headers['content-type'] ?? '');
    if (!contentType.startsWith('application/json')) return;
    const validate = this.validatorFor(lowerMethod, template, status, documented.$ref);
    if (validate === null)
      throw new Error(`${name} answered ${status} with JSON the document does not describe`);
    if (!validate(response.json()))
      throw new Error(
        `${name} answered ${status} with a body its OpenAPI schema refuses: ${this.ajv.errorsText(validate.errors)}\n${response.body.slice(0, 2000)}`,
      );
  }

  private validatorFor(
    method: string,
    template: string,
    status: string,
    shared: string | undefined,
  ): ValidateFunction | null {
    const response =
      shared === undefined
        ? `/paths/${pointerPart(template)}/${method}/responses/${status}`
        : shared.slice(1);
    let validate = this.validators.get(response);
    if (validate === undefined) {
      const content = this.resolve(response) as { content?: Record<string, unknown> } | undefined;
      if (content?.content?.['application/json'] === undefined) return null;
      validate = this.ajv.compile({
        $ref: `${documentId}#${response}/content/${pointerPart('application/json')}/schema`,
      });
      this.validators.set(response, validate);
    }
    return validate;
  }

  private resolve(pointer: string): unknown {
    return pointer
      .split('/')
      .slice(1)
      .reduce<unknown>(
        (node, part) =>
          (node as Record<string, unknown> | undefined)?.[part.replaceAll('~1', '/').replaceAll('~0', '~')],
        this.document,
      );
  }
}

/** `app.inject`, with the answer checked against the OpenAPI document `app` serves. */
export async function checkedInject(app: ApiApp, options: InjectOptions): Promise<LightMyRequestResponse> {
  const response = await app.inject(options);
  (await OpenApiContract.of(app)).check(options.method ?? 'GET', String(options.url), response);
  return response;
}

let liveEventValidator: ValidateFunction | null = null;

/**
 * Throws when a live event is not one the published `LiveEvent` schema describes: the test that
 * received it fails, so the server cannot send an event the UI's generated types do not know.
 */
export function checkPublishedLiveEvent(event: {
  id: string | number | null;
  event: string;
  data: string;
}): void {
  liveEventValidator ??= addFormats(new Ajv2020({ strict: false, allErrors: true })).compile(
    LiveEventResource,
  );
  const published = {
    event: event.event,
    ...(event.id === null ? {} : { id: Number(event.id) }),
    data: JSON.parse(event.data) as unknown,
  };
  if (!liveEventValidator(published))
    throw new Error(
      `The live event ${event.event} does not match the published LiveEvent schema: ${JSON.stringify(liveEventValidator.errors)}\n${event.data.slice(0, 2000)}`,
    );
}
