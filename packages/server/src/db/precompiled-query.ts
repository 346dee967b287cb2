import type { Compilable, CompiledQuery, DialectAdapter, Kysely, QueryResult } from 'kysely';
import { prepareByName } from './prepared-statements.js';
import type { Database } from './schema.js';

/** Where a parameter goes: filled in from the named value each time the query runs. */
class Slot {
  constructor(readonly name: string) {}
}

/** Stand-ins for a query's parameters while it is built: `slots.id` is the value named `id`. */
export type Slots<Params> = { readonly [Name in keyof Params]: Params[Name] };

interface Template {
  readonly compiled: CompiledQuery;
  /** Per parameter: the name of the value it is filled from, or null to keep the built one. */
  readonly sources: readonly (string | null)[];
}

/**
 * A query built and compiled once per dialect and then run with new parameters. The loop runs the
 * same few statements at every step; building and compiling them with Kysely each time cost more
 * than SQLite took to run them. The SQL is what Kysely compiles from `build`, so it stays checked
 * against the schema; only the values change. `build` must not branch on the values: they are
 * stand-ins while it runs.
 */
export class PrecompiledQuery<Params extends Record<string, unknown>, Row = unknown> {
  private readonly templates = new WeakMap<DialectAdapter, Template>();

  /**
   * `prepared`: whether PostgreSQL may keep it prepared on each connection (`prepared-statements.ts`);
   * only for a query that is kept, so that the prepared statements stay as few as the kept queries.
   */
  constructor(
    private readonly build: (db: Kysely<Database>, slots: Slots<Params>) => Compilable<Row>,
    private readonly prepared = true,
  ) {}

  execute(db: Kysely<Database>, params: Params): Promise<QueryResult<Row>> {
    const template = this.template(db);
    const parameters = template.compiled.parameters.map((built, index) => {
      const source = template.sources[index];
      return source === null || source === undefined ? built : params[source];
    });
    const compiled = { ...template.compiled, parameters } as CompiledQuery<Row>;
    // Straight to the connection: `executeQuery` would build a new executor for every statement of
    // a transaction and pass the result through plugins, and this database installs none.
    return db.getExecutor().provideConnection((connection) => connection.executeQuery<Row>(compiled));
  }

  private template(db: Kysely<Database>): Template {
    const adapter = db.getExecutor().adapter;
    const known = this.templates.get(adapter);
    if (known) return known;
    const slots = new Proxy({} as Slots<Params>, {
      get: (_target, name) => new Slot(String(name)),
    });
    const compiled = this.build(db, slots).compile();
    const sources = compiled.parameters.map((parameter) =>
      parameter instanceof Slot ? parameter.name : null,
    );
    const template = { compiled, sources };
    if (this.prepared) prepareByName(compiled.sql);
    this.templates.set(adapter, template);
    return template;
  }
}

/**
 * Precompiled variants of one query, by a key that says how its shape varies (the columns an
 * update sets, the rows an insert has); at most `limit` are kept, beyond that a query is built
 * as usual each time.
 */
export class PrecompiledQueries<Params extends Record<string, unknown>, Row = unknown> {
  private readonly variants = new Map<string, PrecompiledQuery<Params, Row>>();

  constructor(
    private readonly build: (key: string) => (db: Kysely<Database>, slots: Slots<Params>) => Compilable<Row>,
    private readonly limit = 64,
  ) {}

  execute(db: Kysely<Database>, key: string, params: Params): Promise<QueryResult<Row>> {
    let query = this.variants.get(key);
    if (!query) {
      const kept = this.variants.size < this.limit;
      query = new PrecompiledQuery(this.build(key), kept);
      if (kept) this.variants.set(key, query);
    }
    return query.execute(db, params);
  }
}
