// @spora/fake-llm: a scriptable fake LLM server speaking the OpenAI chat-completions and Anthropic messages
// wire formats over real HTTP, so the platform's real drivers (and the official SDKs inside them) can be
// exercised by integration tests, benchmarks and the demo without a model provider.
// Answers come from a script: a queue of steps, one per model request, shared by both protocols.

export type { FakeLlm } from './fake-llm.js';
export { FakeLlmScriptError, parseScript, parseStep } from './parse-script.js';
export type { Protocol, RecordedRequest } from './request-log.js';
export type { ModelRequest, Responder } from './responder.js';
export type {
  AnswerStep,
  DisconnectStep,
  ErrorStep,
  HangStep,
  RawStep,
  ScriptedThinking,
  ScriptedToolCall,
  ScriptedUsage,
  Step,
  TextStep,
  ToolCallsStep,
} from './script.js';
export { SCRIPT_EXHAUSTED_STEP } from './script.js';
export { loadScriptFile, type ScriptFile } from './script-file.js';
export { type FakeLlmOptions, startFakeLlm } from './server.js';
