/**
 * Runs the sandbox API alone, for curl debugging: `tsx sandbox/standalone.ts --port 4010`
 * (options: `--port`, `--host`, default 127.0.0.1, `--base`, default /api).
 */
import { createServer } from 'node:http';
import { parseArgs } from 'node:util';
import { createSandbox } from './server';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '4010' },
    host: { type: 'string', default: '127.0.0.1' },
    base: { type: 'string', default: '/api' },
  },
});

const sandbox = createSandbox({ base: values.base });
const server = createServer((req, res) =>
  sandbox(req, res, () => {
    res.writeHead(404, { 'Content-Type': 'text/plain' });
    res.end(`Not a sandbox path; the API is under ${values.base}/\n`);
  }),
);
server.listen(Number(values.port), values.host, () => {
  console.log(`[sandbox] listening on http://${values.host}:${values.port}${values.base}/`);
});
