// The fake LLM in its own process, answering every system the same way without server-side state:
// the prompt says how many tool steps to take ("bench steps=N delay=MS"), and each request is
// answered from the number of tool results it already carries. N tool calls of the request's first
// tool, then a final text; every answer after `delay` milliseconds.
import { startFakeLlm } from '@spora/fake-llm';

const marker = /bench steps=(\d+)(?: delay=(\d+))?/;

function textOf(content) {
  if (typeof content === 'string') return content;
  if (Array.isArray(content)) return content.map((part) => part?.text ?? '').join('');
  return '';
}

function respond({ body }) {
  const messages = Array.isArray(body.messages) ? body.messages : [];
  const prompt = messages.findLast(
    (message) => message.role === 'user' && marker.test(textOf(message.content)),
  );
  // A measurement whose prompt never reached the model must fail, not run fast.
  if (!prompt)
    return { kind: 'error', status: 400, message: 'No "bench steps=N" marker in any user message.' };
  const [, steps, delay] = marker.exec(textOf(prompt.content));
  const delayMs = Number(delay ?? 0);
  const done = messages.filter((message) => message.role === 'tool').length;
  const toolName = body.tools?.[0]?.function?.name;
  const timing = delayMs > 0 ? { delayMs } : {};
  // A request without tools (a peer titling its thread, say) gets text.
  if (toolName && done < Number(steps)) {
    return { kind: 'tool_calls', calls: [{ name: toolName, arguments: { a: done, b: 1 } }], ...timing };
  }
  return { kind: 'text', text: `Done after ${done} additions.`, ...timing };
}

const llm = await startFakeLlm({ respond, fallback: { kind: 'text', text: 'Done.' } });
// The request log would grow without bound over a long run; nothing here reads it.
setInterval(() => llm.requests.length > 10_000 && llm.reset(), 1000).unref();
process.send({ ready: true, openaiBaseUrl: llm.openaiBaseUrl, url: llm.url });
process.on('disconnect', () => llm.close().then(() => process.exit(0)));
