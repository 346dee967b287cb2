/**
 * The providers people most often add, each with the driver that speaks its API and the base URL
 * it listens on; choosing one fills both, and the person adds a key and picks a model.
 */
export interface ProviderPreset {
  readonly id: string;
  readonly label: string;
  /** The driver's snake_case name, `openai_compatible` or `anthropic_compatible`. */
  readonly driverName: string;
  /** Empty where only the person knows it (their own server). */
  readonly baseUrl: string;
  /** Where the key comes from; `null` for servers that need none. */
  readonly keyHint: string | null;
}

export const providerPresets: readonly ProviderPreset[] = [
  {
    id: 'openai',
    label: 'OpenAI',
    driverName: 'openai_compatible',
    baseUrl: 'https://api.openai.com/v1',
    keyHint: 'Create one at platform.openai.com under API keys.',
  },
  {
    id: 'anthropic',
    label: 'Anthropic',
    driverName: 'anthropic_compatible',
    baseUrl: 'https://api.anthropic.com',
    keyHint: 'Create one at console.anthropic.com under API keys.',
  },
  {
    id: 'openrouter',
    label: 'OpenRouter',
    driverName: 'openai_compatible',
    baseUrl: 'https://openrouter.ai/api/v1',
    keyHint: 'Create one at openrouter.ai under Keys.',
  },
  {
    id: 'ollama',
    label: 'Ollama',
    driverName: 'openai_compatible',
    baseUrl: 'http://localhost:11434/v1',
    keyHint: null,
  },
  {
    id: 'lm-studio',
    label: 'LM Studio',
    driverName: 'openai_compatible',
    baseUrl: 'http://localhost:1234/v1',
    keyHint: null,
  },
  {
    id: 'vllm',
    label: 'vLLM',
    driverName: 'openai_compatible',
    baseUrl: 'http://localhost:8000/v1',
    keyHint: null,
  },
  {
    id: 'openai-compatible',
    label: 'Any OpenAI-compatible server',
    driverName: 'openai_compatible',
    baseUrl: '',
    keyHint: 'Only if the server asks for one.',
  },
];
