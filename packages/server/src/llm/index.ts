/**
 * The LLM driver layer: the built-in OpenAI- and Anthropic-compatible drivers, their registry, and
 * the pieces others reuse: the keep-alive `fetch` and tool-name aliasing.
 */
export { AnthropicCompatibleDriver } from './anthropic-compatible/anthropic-compatible-driver.js';
export {
  coreDriverClasses,
  createCoreDriverRegistry,
  LlmDriverRegistry,
  LlmDriverRegistryError,
  type LlmDriverRegistryErrorCode,
  type RegisteredLlmDriver,
} from './driver-registry.js';
export { keepAliveFetch } from './keep-alive-fetch.js';
export { LlmConfigurationError, type LlmConfigurationErrorCode } from './llm-configuration-error.js';
export {
  configurationNameMaxLength,
  type LlmConfigurationInput,
  type LlmConfigurationPatch,
  tokenLimitMax,
} from './llm-configuration-fields.js';
export {
  type LlmConfiguration,
  type LlmConfigurationSource,
  type ResolvedLlmConfiguration,
  resolveLlmConfiguration,
} from './llm-configuration-resolver.js';
export { type LlmConfigurationActor, LlmConfigurationService } from './llm-configuration-service.js';
export { type LlmConfigurationView, viewOfConfiguration } from './llm-configuration-view.js';
export {
  connectionTestTimeoutMs,
  type LlmConnectionTestResult,
  testLlmConnection,
} from './llm-connection-test.js';
export { createLlmDriverProvider, type LlmDriverProviderOptions } from './llm-driver-provider.js';
export {
  type LlmProblemCode,
  type LlmReadiness,
  type LlmReadinessServices,
  llmReadinessOf,
} from './llm-readiness.js';
export { OpenAiCompatibleDriver } from './openai-compatible/openai-compatible-driver.js';
export {
  listProviderModels,
  type ModelListErrorCode,
  type ModelListResult,
  modelListMaxBytes,
  modelListTimeoutMs,
  type ProviderModel,
} from './provider-model-list.js';
export { readDriverSettings } from './read-driver-settings.js';
export { ToolNameAliases, wireToolNamePattern } from './tool-name-aliases.js';
