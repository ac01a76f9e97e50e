import { createServer } from 'node:http';

// The baseline for API throughput: node:http answering the same JSON as GET /health (the
// liveness answer, decision 068), with no framework, database or logging. Run as its own
// process, like the API.
const body = JSON.stringify({ status: 'ok' });
const server = createServer((_req, res) => {
  res.writeHead(200, { 'content-type': 'application/json' });
  res.end(body);
});
server.listen(0, '127.0.0.1', () => {
  const address = server.address() as { port: number };
  console.log(JSON.stringify({ msg: 'api ready', url: `http://127.0.0.1:${address.port}` }));
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
