import Type from 'typebox';
import { Nullable } from './common.js';
import { named } from './named.js';

/** What the model list of a provider is asked with; nothing of it is stored. */
export const ProviderModelListBody = Type.Object(
  {
    driver_class: Type.String({
      minLength: 1,
      description: 'An installed driver: `core/OpenAiCompatibleDriver` …',
    }),
    base_url: Type.Optional(
      Nullable(Type.String({ description: "The provider's base URL; the driver's default when left out." })),
    ),
    api_key: Type.Optional(
      Nullable(
        Type.String({
          description: 'Sent with this one request and never stored; servers without keys need none.',
        }),
      ),
    ),
  },
  { additionalProperties: false, ...named('ProviderModelListRequest') },
);

/** The provider's models, or why the list could not be had (a result, not an HTTP error). */
export const ProviderModelListResource = Type.Union(
  [
    Type.Object(
      {
        ok: Type.Literal(true),
        models: Type.Array(
          Type.Object(
            { id: Type.String(), name: Nullable(Type.String()) },
            { additionalProperties: false, ...named('ProviderModel') },
          ),
        ),
      },
      { additionalProperties: false },
    ),
    Type.Object(
      {
        ok: Type.Literal(false),
        error: Type.Object(
          {
            code: Type.String({
              description:
                'MODEL_LIST_UNSUPPORTED, AUTH_ERROR, PROVIDER_ERROR, MODEL_LIST_UNREADABLE, ADDRESS_NOT_ALLOWED, URL_NOT_ALLOWED, FETCH_TIMEOUT, FETCH_FAILED, RESPONSE_TOO_LARGE, TOO_MANY_REDIRECTS',
            }),
            message: Type.String(),
            status: Nullable(Type.Integer()),
          },
          { additionalProperties: false },
        ),
      },
      { additionalProperties: false },
    ),
  ],
  named('ProviderModelList'),
);
