export {
  maximumCallbackAttempts,
  type WebhookCallbackBody,
  type WebhookCallbackDependencies,
  WebhookCallbacks,
} from './webhook-callbacks.js';
export { newSigningSecret, newUrlToken, tokenHashOf } from './webhook-credentials.js';
export type { AcceptedDelivery } from './webhook-delivery-log.js';
export { WebhookError, type WebhookErrorCode } from './webhook-error.js';
export { type WebhookInput, webhookDefaults } from './webhook-input.js';
export {
  callbackUrlHeader,
  type InboundDelivery,
  WebhookReceiver,
  type WebhookReceiverDependencies,
} from './webhook-receiver.js';
export {
  type SignatureScheme,
  schemeOf,
  signatureMatches,
  signatureOf,
  signedContent,
} from './webhook-signature.js';
export type { WebhookDeliveryView, WebhookView } from './webhook-views.js';
export {
  defaultGraceSeconds,
  maximumGraceSeconds,
  type RevealedWebhook,
  Webhooks,
} from './webhooks.js';
