// The floor: the least an agent loop can do over HTTP. One chat-completions request per step with
// `fetch`, the `add` tool run inline, and whatever `persist` does with the step (nothing, or one
// transaction). What every real system adds on top of this is its overhead.
export const addTool = {
  type: 'function',
  function: {
    name: 'add',
    description: 'Adds two numbers.',
    parameters: {
      type: 'object',
      properties: { a: { type: 'number' }, b: { type: 'number' } },
      required: ['a', 'b'],
    },
  },
};

/** Earlier conversation a task starts with, as alternating user and assistant messages. */
export function seededHistory(rows) {
  return Array.from({ length: rows }, (_, index) => ({
    role: index % 2 === 0 ? 'user' : 'assistant',
    content: `message ${index} ${'lorem ipsum '.repeat(10)}`,
  }));
}

/**
 * Runs one task: `persist.begin(messages)`, then per tool step `persist.step(assistant, results)`,
 * and `persist.finish(text)` at the end.
 */
export async function runFloorTask({ baseUrl, steps, delayMs, historyRows }, persist) {
  const messages = [
    ...seededHistory(historyRows),
    { role: 'user', content: `bench steps=${steps} delay=${delayMs}` },
  ];
  const taskId = persist.begin(messages);
  for (;;) {
    const response = await fetch(`${baseUrl}/chat/completions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: 'Bearer bench' },
      body: JSON.stringify({ model: 'fake-model', messages, tools: [addTool] }),
    });
    if (!response.ok) throw new Error(`model answered ${response.status}: ${await response.text()}`);
    const { choices } = await response.json();
    const message = choices[0].message;
    messages.push(message);
    if (!message.tool_calls?.length) {
      persist.finish(taskId, message.content);
      return;
    }
    const results = message.tool_calls.map((call) => {
      const { a, b } = JSON.parse(call.function.arguments);
      return { role: 'tool', tool_call_id: call.id, content: String(a + b) };
    });
    messages.push(...results);
    persist.step(taskId, message, results);
  }
}
