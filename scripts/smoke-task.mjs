#!/usr/bin/env node
// One task through a running Spora and the fake LLM, as a user would drive it over the API:
//   node scripts/smoke-task.mjs <spora url> <fake llm url> <admin e-mail> <admin password>
// Signs in, creates an API token, an LLM configuration for the fake, an agent and a task, and
// waits for the scripted answer. Exits non-zero, saying which step failed, on anything else.
const [sporaUrl, fakeUrl, email, password] = process.argv.slice(2);
if (!password) {
  console.error('usage: node scripts/smoke-task.mjs <spora url> <fake llm url> <email> <password>');
  process.exit(2);
}

async function call(step, path, { method = 'GET', body, headers = {} } = {}) {
  const response = await fetch(`${sporaUrl}${path}`, {
    method,
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${step}: ${method} ${path} answered ${response.status}: ${text}`);
  return { json: text === '' ? null : JSON.parse(text), response };
}

const health = await call('health', '/api/health');
if (health.json.status !== 'ok') throw new Error(`health: ${JSON.stringify(health.json)}`);

const login = await call('sign-in', '/api/v1/auth/login', { method: 'POST', body: { email, password } });
const cookie = login.response.headers
  .getSetCookie()
  .map((line) => line.split(';')[0])
  .join('; ');
const created = await call('API token', '/api/v1/auth/tokens', {
  method: 'POST',
  body: { name: 'smoke' },
  headers: { cookie, 'x-csrf-token': login.json.data.csrf_token },
});
const auth = { authorization: `Bearer ${created.json.data.token}` };

const answer = 'Smoke answer.';
const script = await fetch(`${fakeUrl}/_fake/script`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify([{ kind: 'text', text: answer }]),
});
if (!script.ok) throw new Error(`fake LLM script: ${script.status}`);

const config = await call('LLM configuration', '/api/v1/llm-configs', {
  method: 'POST',
  headers: auth,
  body: {
    name: 'Fake',
    driver_class: 'openai_compatible',
    settings: { base_url: `${fakeUrl}/v1`, model: 'fake' },
  },
});
const agent = await call('agent', '/api/v1/agents', {
  method: 'POST',
  headers: auth,
  body: { name: 'Smoke', llm_driver_config_id: config.json.data.config.id },
});
const task = await call('task', '/api/v1/tasks', {
  method: 'POST',
  headers: auth,
  body: { agent_id: agent.json.data.agent.id, prompt: 'Say something.' },
});
const taskId = task.json.data.task.id;
const deadline = Date.now() + 30_000;
for (;;) {
  const { json } = await call('task status', `/api/v1/tasks/${taskId}`, { headers: auth });
  const { status, final_response: finalResponse, error_code: errorCode } = json.data.task;
  if (status === 'COMPLETED' && finalResponse === answer) break;
  if (status === 'FAILED' || Date.now() > deadline) {
    throw new Error(`task ${taskId} is ${status} (${errorCode ?? 'no error code'}), not COMPLETED`);
  }
  await new Promise((resolve) => setTimeout(resolve, 200));
}
console.log(`task ${taskId} COMPLETED through the fake LLM on Node ${process.versions.node}`);
