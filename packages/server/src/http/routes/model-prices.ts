import Type from 'typebox';
import { isAdministrator } from '../../accounts/index.js';
import {
  type ModelPriceRow,
  ModelPriceTable,
  parseConfigurationPrices,
  setConfigurationPrices,
} from '../../usage/index.js';
import type { ApiApp } from '../api-app.js';
import type { ApiServices } from '../api-services.js';
import { principalOf } from '../route-access.js';
import { dataEnvelope, deletedResponse, errorResponses, IdParams, Nullable } from '../schemas/index.js';
import {
  ConfigurationPricesBody,
  ConfigurationPricesResource,
  ModelPriceBody,
  ModelPriceResource,
} from '../schemas/usage-resource.js';
import { llmConfigurationsOf } from './llm-configs.js';

const OnePrice = dataEnvelope(Type.Object({ price: ModelPriceResource }, { additionalProperties: false }));
const OwnPrices = dataEnvelope(
  Type.Object({ prices: Nullable(ConfigurationPricesResource) }, { additionalProperties: false }),
);

function present(row: ModelPriceRow) {
  return {
    id: row.id,
    model: row.model,
    input_per_million: row.input_per_million,
    output_per_million: row.output_per_million,
    cached_input_per_million: row.cached_input_per_million,
    cache_creation_per_million: row.cache_creation_per_million,
    currency: 'USD' as const,
    source: row.source,
    updated_by: row.updated_by,
    updated_at: row.updated_at,
  };
}

/**
 * `/model-prices`: the price table turns are charged at, in USD per million tokens. Everyone
 * reads it (the Usage page says which models have no price); administrators change it. A change
 * applies to turns recorded after it: a turn's cost is stored when it is recorded.
 * `/llm-configs/{id}/prices`: a configuration's own prices, changed by whoever may change it.
 */
export function registerModelPriceRoutes(app: ApiApp, services: ApiServices): void {
  const table = new ModelPriceTable(services.database.db);

  app.get(
    '/model-prices',
    {
      schema: {
        tags: ['usage'],
        summary: 'The price table, by model name (USD per million tokens)',
        response: {
          200: dataEnvelope(
            Type.Object({ prices: Type.Array(ModelPriceResource) }, { additionalProperties: false }),
          ),
          ...errorResponses(),
        },
      },
    },
    async () => ({ data: { prices: (await table.list()).map(present) } }),
  );

  app.post(
    '/model-prices',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['usage'],
        summary: 'Adds a price for a model',
        body: ModelPriceBody,
        response: { 201: OnePrice, ...errorResponses('FORBIDDEN', 'MODEL_PRICE_EXISTS') },
      },
    },
    async (request, reply) => {
      const row = await table.create(request.body, principalOf(request).user.id);
      return reply.code(201).send({ data: { price: present(row) } });
    },
  );

  app.put(
    '/model-prices/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['usage'],
        summary: 'Changes a price; turns recorded before keep the cost they had',
        params: IdParams,
        body: ModelPriceBody,
        response: { 200: OnePrice, ...errorResponses('FORBIDDEN', 'NOT_FOUND', 'MODEL_PRICE_EXISTS') },
      },
    },
    async (request) => ({
      data: {
        price: present(await table.update(request.params.id, request.body, principalOf(request).user.id)),
      },
    }),
  );

  app.delete(
    '/model-prices/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['usage'],
        summary: "Removes a price: the model's later turns are of unknown price",
        params: IdParams,
        response: { 200: deletedResponse, ...errorResponses('FORBIDDEN', 'NOT_FOUND') },
      },
    },
    async (request) => {
      await table.delete(request.params.id);
      return { data: { deleted: true as const } };
    },
  );

  app.get(
    '/llm-configs/:id/prices',
    {
      schema: {
        tags: ['usage'],
        summary: "A configuration's own prices (null: its turns are priced by the price table)",
        params: IdParams,
        response: { 200: OwnPrices, ...errorResponses('NOT_FOUND') },
      },
    },
    async (request) => {
      const configurations = llmConfigurationsOf(services, request);
      await configurations.get(request.params.id);
      return { data: { prices: withCurrency(await ownPrices(services, request.params.id)) } };
    },
  );

  app.put(
    '/llm-configs/:id/prices',
    {
      schema: {
        tags: ['usage'],
        summary: "Sets a configuration's own prices, which win over the price table; null removes them",
        params: IdParams,
        body: ConfigurationPricesBody,
        response: { 200: OwnPrices, ...errorResponses('FORBIDDEN', 'NOT_FOUND') },
      },
    },
    async (request) => {
      const principal = principalOf(request);
      const configuration = await llmConfigurationsOf(services, request).get(request.params.id);
      await setConfigurationPrices(services.database.db, configuration, request.body.prices, {
        isAdmin: isAdministrator(principal),
      });
      return { data: { prices: withCurrency(request.body.prices) } };
    },
  );
}

async function ownPrices(services: ApiServices, configurationId: number) {
  const row = await services.database.db
    .selectFrom('llm_driver_configurations')
    .select('prices')
    .where('id', '=', configurationId)
    .executeTakeFirst();
  return parseConfigurationPrices(row?.prices ?? null);
}

function withCurrency<Prices extends object>(prices: Prices | null) {
  return prices === null ? null : { ...prices, currency: 'USD' as const };
}
