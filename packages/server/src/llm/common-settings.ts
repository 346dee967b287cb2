import type { ToolSettingOptions } from '@spora/sdk';
import type { DriverSettings } from './driver-settings.js';

/**
 * The settings both built-in drivers declare. Each driver class lists them with `@ToolSetting`,
 * giving `base_url` and `model` its own defaults.
 */
export const commonSettingDeclarations = {
  apiKey: {
    key: 'api_key',
    label: 'API key',
    type: 'password',
    description: 'Sent only when set; servers without authentication need none.',
  },
  baseUrl: { key: 'base_url', label: 'Base URL', type: 'text' },
  model: { key: 'model', label: 'Model', type: 'text' },
  temperature: {
    key: 'temperature',
    label: 'Temperature',
    type: 'text',
    default: '0.7',
    validation: '^[0-2](\\.[0-9]+)?$',
  },
  timeout: {
    key: 'timeout',
    label: 'Timeout (seconds)',
    type: 'text',
    description: 'Per request; the server default (SPORA_LLM_TIMEOUT, 300 s) when unset.',
    validation: '^[1-9][0-9]*$',
  },
  supportsImageInput: {
    key: 'supports_image_input',
    label: 'Supports image input',
    type: 'toggle',
    description: 'Unset: guessed from the model name.',
  },
  sendPdfAsDocument: {
    key: 'send_pdf_as_document',
    label: 'Send PDFs as documents',
    type: 'toggle',
    description:
      'On: PDFs reach the model whole, for models that read them natively; off: their text is sent.',
    default: false,
  },
  stream: {
    key: 'stream',
    label: 'Stream answers',
    type: 'toggle',
    description:
      'Off: each answer is requested whole, for servers or proxies that cannot stream; live views then show the text once it is complete.',
    default: true,
  },
} as const satisfies Record<string, ToolSettingOptions>;

/** Per request, when neither the settings nor the platform say otherwise. */
export const defaultLlmTimeoutMs = 300_000;

export interface CommonDriverSettings {
  readonly apiKey: string | null;
  /** Without trailing slashes. */
  readonly baseUrl: string;
  readonly model: string;
  readonly temperature: number;
  /** `null`: the platform's default timeout applies. */
  readonly timeoutMs: number | null;
  /** `null`: not set, so the model-name heuristic decides. */
  readonly supportsImageInput: boolean | null;
  /** Whether answers are streamed when the caller wants text as it arrives. */
  readonly stream: boolean;
  /** Whether PDFs are sent whole rather than as their text. */
  readonly sendPdfAsDocument: boolean;
}

export function readCommonSettings(settings: DriverSettings): CommonDriverSettings {
  const timeoutSeconds = settings.number('timeout');
  return {
    apiKey: settings.text('api_key'),
    baseUrl: settings.present('base_url', settings.url('base_url')),
    model: settings.present('model', settings.text('model')),
    temperature: settings.present('temperature', settings.number('temperature')),
    timeoutMs: timeoutSeconds === null ? null : timeoutSeconds * 1000,
    supportsImageInput: settings.toggle('supports_image_input'),
    stream: settings.present('stream', settings.toggle('stream')),
    sendPdfAsDocument: settings.present('send_pdf_as_document', settings.toggle('send_pdf_as_document')),
  };
}
