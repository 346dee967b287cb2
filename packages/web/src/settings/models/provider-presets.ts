import { i18n } from '../../i18n/i18n';

/**
 * The providers people most often add, each with the driver that speaks its API and the base URL
 * it listens on; choosing one fills both, and the person adds a key and picks a model.
 */
export interface ProviderPreset {
  readonly id: string;
  /** The provider's name, in the reader's language where it is not a product name. */
  readonly label: () => string;
  /** The driver's snake_case name, `openai_compatible` or `anthropic_compatible`. */
  readonly driverName: string;
  /** Empty where only the person knows it (their own server). */
  readonly baseUrl: string;
  /** Where the key comes from; `null` for servers that need none. */
  readonly keyHint: (() => string) | null;
}

export const providerPresets: readonly ProviderPreset[] = [
  {
    id: 'openai',
    // i18n-exempt: a product name
    label: () => 'OpenAI',
    driverName: 'openai_compatible',
    baseUrl: 'https://api.openai.com/v1',
    keyHint: () => i18n.t('settings:models.presets.openAiKey'),
  },
  {
    id: 'anthropic',
    // i18n-exempt: a product name
    label: () => 'Anthropic',
    driverName: 'anthropic_compatible',
    baseUrl: 'https://api.anthropic.com',
    keyHint: () => i18n.t('settings:models.presets.anthropicKey'),
  },
  {
    id: 'openrouter',
    // i18n-exempt: a product name
    label: () => 'OpenRouter',
    driverName: 'openai_compatible',
    baseUrl: 'https://openrouter.ai/api/v1',
    keyHint: () => i18n.t('settings:models.presets.openRouterKey'),
  },
  {
    id: 'ollama',
    // i18n-exempt: a product name
    label: () => 'Ollama',
    driverName: 'openai_compatible',
    baseUrl: 'http://localhost:11434/v1',
    keyHint: null,
  },
  {
    id: 'lm-studio',
    // i18n-exempt: a product name
    label: () => 'LM Studio',
    driverName: 'openai_compatible',
    baseUrl: 'http://localhost:1234/v1',
    keyHint: null,
  },
  {
    id: 'vllm',
    // i18n-exempt: a product name
    label: () => 'vLLM',
    driverName: 'openai_compatible',
    baseUrl: 'http://localhost:8000/v1',
    keyHint: null,
  },
  {
    id: 'openai-compatible',
    label: () => i18n.t('settings:models.presets.anyOpenAiCompatible'),
    driverName: 'openai_compatible',
    baseUrl: '',
    keyHint: () => i18n.t('settings:models.presets.anyKey'),
  },
];
