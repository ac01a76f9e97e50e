import { createServer } from 'node:http';
import pg from 'pg';

// The floor of any read that must ask the database once per request (the exact per-minute
// limit of a /v1 read does): node:http making one `select 1` on the API's own database, with
// the API's pool size, and answering the same JSON as GET /health. No framework, auth or
// logging: what is left when everything but the round trip is taken away.
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 5 });
const body = JSON.stringify({ status: 'ok' });
const server = createServer((_req, res) => {
  pool.query('select 1').then(
    () => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(body);
    },
    () => {
      res.writeHead(503).end();
    },
  );
});
server.listen(0, '127.0.0.1', () => {
  const address = server.address() as { port: number };
  console.log(JSON.stringify({ msg: 'api ready', url: `http://127.0.0.1:${address.port}` }));
});
process.on('SIGTERM', () => server.close(() => void pool.end().then(() => process.exit(0))));
