// The postgres.js client of server mode, asking the server for its array types once per pool.
//
// postgres.js sends a catalog query for the array types as the first statement of every new connection and
// drops that query's promise: when the connection is closed or the query cancelled meanwhile (a pool shut
// down while it grows, a server restarting), the rejection reaches no caller and becomes an unhandled
// rejection, which stops a Node process (porsager/postgres#1192, open in 3.4.9). The answer is the same for
// every connection and is kept in the client's shared type map, so a connection made once the map is filled
// starts without the catalog query, reconnects included. Only connections opened together at the very
// start, before the first answer, still ask.
import postgres from "postgres";

interface SharedState {
  typeArrayMap: Record<number, number>;
}

export function createPostgresClient(
  url: string,
  options: postgres.Options<Record<string, postgres.PostgresType>> = {},
): postgres.Sql {
  const sql = postgres(url, options);
  const wanted = sql.options.fetch_types;
  const { shared } = sql.options as unknown as { shared: SharedState };
  // postgres.js reads this option each time a connection is made.
  Object.defineProperty(sql.options, "fetch_types", {
    configurable: true,
    enumerable: true,
    get: () => wanted && Object.keys(shared.typeArrayMap).length === 0,
  });
  return sql;
}
