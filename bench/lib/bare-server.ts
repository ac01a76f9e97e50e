import { createServer } from 'node:http';
import pg from 'pg';
import { ConnectionNamedClient } from '../../src/server/db/statement-names.ts';

// The baseline for API throughput: node:http answering the same JSON as GET /health (the
// liveness answer, decision 068), with no framework, database or logging. Run as its own
// process, like the API.
// With BARE_SELECT_URL it first makes one `select 1` on that database, through a pool of the
// API's default size: the floor of any read that must ask the database once per request, as
// the exact per-minute limit of a /v1 read does (decision 076).
// With BARE_STATEMENT as well ({ text, values }), it sends that statement instead, named once per
// connection as the API names its hot statements (decision 110), and answers its first row as
// JSON: the floor of a read that makes exactly that statement, which no work of the API's own
// can go below (decision 113).
const selectUrl = process.env.BARE_SELECT_URL;
// The API's own client class: on PGlite's one session each connection needs names of its own.
const pool = selectUrl
  ? new pg.Pool({ connectionString: selectUrl, max: 5, Client: ConnectionNamedClient })
  : undefined;
const statement = process.env.BARE_STATEMENT
  ? (JSON.parse(process.env.BARE_STATEMENT) as { text: string; values: unknown[] })
  : undefined;
const query = statement
  ? { name: 'bench_floor_statement', text: statement.text, values: statement.values }
  : 'select 1';
const body = JSON.stringify({ status: 'ok' });
const server = createServer((_req, res) => {
  const answer = (text: string) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(text);
  };
  if (!pool) return answer(body);
  pool.query(query).then(
    (result) => answer(statement ? JSON.stringify(result.rows[0] ?? null) : body),
    () => res.writeHead(503).end(),
  );
});
server.listen(0, '127.0.0.1', () => {
  const address = server.address() as { port: number };
  console.log(JSON.stringify({ msg: 'api ready', url: `http://127.0.0.1:${address.port}` }));
});
process.on('SIGTERM', () =>
  server.close(() => void Promise.resolve(pool?.end()).then(() => process.exit(0))),
);
