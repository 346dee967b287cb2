// `/_fake/*`: lets another process (a demo, a benchmark driver) script the fake over HTTP.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FakeLlm } from './fake-llm.js';
import { parseJson, readBodyText, sendJson } from './http-io.js';
import { FakeLlmScriptError, parseScript } from './parse-script.js';

export async function handleAdminRequest(
  fake: FakeLlm,
  method: string,
  path: string,
  request: IncomingMessage,
  response: ServerResponse,
): Promise<void> {
  switch (`${method} ${path}`) {
    case 'POST /_fake/script':
      return appendSteps(fake, await readBodyText(request), response);
    case 'GET /_fake/script':
      return sendJson(response, 200, { pending: fake.pendingSteps });
    case 'DELETE /_fake/script':
      fake.reset();
      response.writeHead(204).end();
      return;
    case 'GET /_fake/requests':
      return sendJson(response, 200, fake.requests);
    default:
      return sendJson(response, 404, {
        error: { code: 'FAKE_LLM_NOT_FOUND', message: `fake-llm: no admin route for ${method} ${path}` },
      });
  }
}

function appendSteps(fake: FakeLlm, bodyText: string, response: ServerResponse): void {
  try {
    const parsed = parseJson(bodyText);
    if (!parsed.ok) throw new FakeLlmScriptError(`the body is not valid JSON (${parsed.error})`);
    fake.enqueue(...parseScript(parsed.value));
  } catch (error) {
    if (!(error instanceof FakeLlmScriptError)) throw error;
    sendJson(response, 400, { error: { code: error.code, message: error.message } });
    return;
  }
  sendJson(response, 200, { pending: fake.pendingSteps.length });
}
