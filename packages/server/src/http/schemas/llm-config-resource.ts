import Type from 'typebox';
import { configurationNameMaxLength, tokenLimitMax } from '../../llm/index.js';
import { Nullable, Timestamp } from './common.js';
import { named } from './named.js';

/** An LLM configuration as users see it (`LlmConfigurationView`): passwords are `***`. */
export const LlmConfigResource = Type.Object(
  {
    id: Type.Integer(),
    name: Type.String(),
    driver_class: Type.String(),
    driver_name: Nullable(Type.String()),
    driver_display_name: Nullable(Type.String()),
    settings: Type.Record(Type.String(), Type.Unknown()),
    context_window: Nullable(Type.Integer()),
    max_tokens_output: Nullable(Type.Integer()),
    is_default: Type.Boolean(),
    is_global: Type.Boolean(),
    user_id: Nullable(Type.Integer()),
    created_at: Timestamp,
    updated_at: Timestamp,
  },
  { additionalProperties: false, ...named('LlmConfig') },
);

const TokenLimit = Nullable(Type.Integer({ minimum: 1, maximum: tokenLimitMax }));
const Name = Type.String({ minLength: 1, maxLength: configurationNameMaxLength });
/** Values per setting key; the driver's declarations decide which keys and values it takes. */
const Settings = Type.Record(Type.String(), Type.Unknown());

export const NewLlmConfigBody = Type.Object(
  {
    name: Name,
    driver_class: Type.String({
      minLength: 1,
      maxLength: 200,
      description:
        'The driver: its class (`core/OpenAiCompatibleDriver`) or its name (`openai_compatible`), as GET /llm-drivers lists them; stored as the class',
    }),
    settings: Type.Optional(Settings),
    is_global: Type.Optional(Type.Boolean()),
    is_default: Type.Optional(Type.Boolean()),
    context_window: Type.Optional(TokenLimit),
    max_tokens_output: Type.Optional(TokenLimit),
  },
  { additionalProperties: false, ...named('NewLlmConfig') },
);

/** Only the fields sent change; settings are merged into the stored ones (`***` keeps a password). */
export const LlmConfigPatchBody = Type.Object(
  {
    name: Type.Optional(Name),
    settings: Type.Optional(Settings),
    context_window: Type.Optional(TokenLimit),
    max_tokens_output: Type.Optional(TokenLimit),
  },
  { additionalProperties: false, minProperties: 1, ...named('LlmConfigPatch') },
);

/** What a connection test showed (`LlmConnectionTestResult`): the answer, or the error's code. */
export const LlmConnectionTestResource = Type.Union(
  [
    Type.Object(
      {
        ok: Type.Literal(true),
        latency_ms: Type.Integer({ minimum: 0 }),
        answer: Type.String(),
        model: Nullable(Type.String()),
        input_tokens: Type.Integer({ minimum: 0 }),
        output_tokens: Type.Integer({ minimum: 0 }),
      },
      { additionalProperties: false },
    ),
    Type.Object(
      {
        ok: Type.Literal(false),
        latency_ms: Type.Integer({ minimum: 0 }),
        error: Type.Object(
          {
            code: Type.String({ description: 'An LLM error code: AUTH_ERROR, NETWORK_ERROR, LLM_TIMEOUT …' }),
            message: Type.String(),
            status: Nullable(Type.Integer()),
            retryable: Type.Boolean(),
          },
          { additionalProperties: false },
        ),
      },
      { additionalProperties: false },
    ),
  ],
  named('LlmConnectionTest'),
);
