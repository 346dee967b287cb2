import type { LlmImageMediaType } from '@spora/sdk';
import { documentKindOf } from '../extraction/document-kind.js';

/**
 * How an attached file reaches a model: an image the provider reads itself, a PDF (its text, or
 * the whole file where the configuration says so), a document turned into text, or anything else,
 * which the model is told of by name and size only (tools can still read it).
 */
export type AttachmentKind =
  | { readonly kind: 'image'; readonly mediaType: LlmImageMediaType }
  | { readonly kind: 'pdf' }
  | { readonly kind: 'document' }
  | { readonly kind: 'other' };

const imageTypes: ReadonlySet<string> = new Set<LlmImageMediaType>([
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
]);

function isImageType(mediaType: string): mediaType is LlmImageMediaType {
  return imageTypes.has(mediaType);
}

export function attachmentKindOf(mediaType: string, name: string): AttachmentKind {
  if (isImageType(mediaType)) return { kind: 'image', mediaType };
  const documentKind = documentKindOf(mediaType, name);
  if (documentKind === 'pdf') return { kind: 'pdf' };
  if (documentKind !== undefined) return { kind: 'document' };
  return { kind: 'other' };
}
