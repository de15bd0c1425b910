// The cached path, measured from a separate process so the load generator never shares the
// server's event loop. Reads one JSON spec from argv[2] and prints one JSON result on stdout.
//
//   mode "latency": one keep-alive connection, requests back to back for `seconds`; every
//                   latency timed with performance.now() (autocannon's histogram keeps whole ms).
//   mode "load":    autocannon with `connections` connections for `seconds`.
import { Agent, request } from 'node:http';
import autocannon from 'autocannon';

const spec = JSON.parse(process.argv[2] ?? '{}');
const headers = {
  'content-type': 'application/json',
  authorization: `Bearer ${spec.token}`,
};

function percentile(sorted, p) {
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index];
}

function once(agent, body) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const req = request(
      spec.url,
      { method: 'POST', agent, headers: { ...headers, 'content-length': Buffer.byteLength(body) } },
      (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode, ms: performance.now() - started }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

async function latency() {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const times = [];
  let errors = 0;
  const deadline = performance.now() + spec.seconds * 1000;
  while (performance.now() < deadline) {
    const { status, ms } = await once(agent, spec.body);
    if (status === 200) times.push(ms);
    else errors++;
  }
  agent.destroy();
  times.sort((a, b) => a - b);
  return {
    requests: times.length,
    errors,
    rps: times.length / spec.seconds,
    p50: percentile(times, 50),
    p99: percentile(times, 99),
  };
}

async function load() {
  const result = await autocannon({
    url: spec.url,
    method: 'POST',
    headers,
    body: spec.body,
    connections: spec.connections,
    duration: spec.seconds,
  });
  return {
    requests: result.requests.total,
    errors: result.errors + result.timeouts + result.non2xx,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
  };
}

const result = spec.mode === 'latency' ? await latency() : await load();
process.stdout.write(`${JSON.stringify(result)}\n`);
