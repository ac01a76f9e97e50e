import { createServer } from 'node:http';
import pg from 'pg';

// The baseline for API throughput: node:http answering the same JSON as GET /health (the
// liveness answer, decision 068), with no framework, database or logging. Run as its own
// process, like the API.
// With BARE_SELECT_URL it first makes one `select 1` on that database, through a pool of the
// API's default size: the floor of any read that must ask the database once per request, as
// the exact per-minute limit of a /v1 read does (decision 076).
const selectUrl = process.env.BARE_SELECT_URL;
const pool = selectUrl ? new pg.Pool({ connectionString: selectUrl, max: 5 }) : undefined;
const body = JSON.stringify({ status: 'ok' });
const server = createServer((_req, res) => {
  const answer = () => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(body);
  };
  if (!pool) return answer();
  pool.query('select 1').then(answer, () => res.writeHead(503).end());
});
server.listen(0, '127.0.0.1', () => {
  const address = server.address() as { port: number };
  console.log(JSON.stringify({ msg: 'api ready', url: `http://127.0.0.1:${address.port}` }));
});
process.on('SIGTERM', () =>
  server.close(() => void Promise.resolve(pool?.end()).then(() => process.exit(0))),
);
