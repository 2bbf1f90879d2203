import { parse, protocol, type PGlite, type QueryOptions, type Results } from '@electric-sql/pglite';

type BackendMessage = Awaited<ReturnType<PGlite['execProtocolStream']>>[number];

interface Statement {
  name: string;
  paramTypes: number[];
  /** What `Describe` of the statement answered for its rows (none for a write without RETURNING). */
  rowDescription: BackendMessage | undefined;
}

/**
 * Query texts kept as named statements at most (each holds its parse tree and plans in the
 * engine's memory; texts such as `in ($1, $2, …)` differ with the list's length); past it,
 * new texts run as PGlite runs them. The hot ones come first: a process's first requests.
 */
const MAX_STATEMENTS = 200;

/**
 * The PGlite client the query builder runs on, with each query text kept as a named
 * statement of the embedded database.
 *
 * PGlite's `query(text, params)` runs every call as an unnamed statement: Parse, Describe,
 * Bind, Describe, Execute and Sync, each its own trip into the WASM engine, and PostgreSQL
 * parses the text and plans it again on every call (the plan is made at Bind). Under the
 * transactions list's load, parse and bind were over half of the time a list call spent in
 * PGlite (decision 017). Here the first call of a text parses and describes it once under a
 * name; later calls send Bind, Execute and Sync, and after five runs PostgreSQL may keep a
 * generic plan, as it does for any prepared statement.
 *
 * Only the query builder's calls outside transactions take this path: `transaction()` and
 * every other method are PGlite's own (the job queue uses the instance itself). A query
 * with a blob (COPY to or from /dev/blob) or explicit parameter types runs as PGlite runs
 * it. Errors carry `query`, `params` and `queryOptions` as PGlite's do.
 */
export function withNamedStatements(client: PGlite): PGlite {
  const statements = new Map<string, Statement>();
  let named = 0;
  const send = (message: Uint8Array, options: QueryOptions | undefined) =>
    client.execProtocolStream(message, {
      syncToFs: false,
      ...(options?.onNotice ? { onNotice: options.onNotice } : {}),
    });

  async function prepare(text: string, options: QueryOptions | undefined): Promise<Statement> {
    named += 1;
    const name = `pglite_s${named}`;
    await send(protocol.serialize.parse({ name, text, types: [] }), options);
    const described = await send(protocol.serialize.describe({ type: 'S', name }), options);
    return {
      name,
      paramTypes: parse.parseDescribeStatementResults(described),
      rowDescription: described.find((message) => message.name === 'rowDescription'),
    };
  }

  async function run<T>(text: string, params: unknown[], options: QueryOptions | undefined): Promise<Results<T>> {
    const messages: BackendMessage[] = [];
    try {
      let statement = statements.get(text);
      if (!statement) {
        statement = await prepare(text, options);
        statements.set(text, statement);
      }
      const { paramTypes } = statement;
      const values = params.map((value, i) => {
        if (value === null || value === undefined) return null;
        const type = paramTypes[i] ?? 0;
        const serializer = options?.serializers?.[type] ?? client.serializers[type];
        return serializer ? serializer(value) : String(value);
      });
      messages.push(...(await send(protocol.serialize.bind({ statement: statement.name, values }), options)));
      if (statement.rowDescription) messages.push(statement.rowDescription);
      messages.push(...(await send(protocol.serialize.execute({}), options)));
    } catch (err) {
      throw Object.assign(err as Error, { query: text, params, queryOptions: options });
    } finally {
      messages.push(...(await send(protocol.serialize.sync(), options)));
    }
    await client.syncToFs();
    return parse.parseResults(messages, client.parsers, options)[0] as Results<T>;
  }

  function query<T>(text: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> {
    if (options?.blob || options?.paramTypes || (statements.size >= MAX_STATEMENTS && !statements.has(text)))
      return client.query<T>(text, params, options);
    return client._runExclusiveTransaction(() => client._runExclusiveQuery(() => run<T>(text, params, options)));
  }

  return new Proxy(client, {
    get(target, property) {
      if (property === 'query') return query;
      // PGlite's methods read its private fields: they run on the instance, not on the proxy.
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}
