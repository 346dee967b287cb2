export { type AttachmentKind, attachmentKindOf } from './attachments/attachment-kind.js';
export {
  type AttachmentLimits,
  AttachmentService,
  type AttachmentServiceDependencies,
  type ModelAttachments,
  type ModelInput,
} from './attachments/attachment-service.js';
export {
  decodeAttachments,
  encodeAttachments,
  type MessageAttachment,
} from './attachments/message-attachment.js';
export { deleteReleasedFiles, filesOfTasks, linkTaskFiles } from './attachments/task-file-links.js';
export { type SavedToolFiles, ToolFiles, type ToolFilesDependencies } from './attachments/tool-files.js';
export { type DownloadPolicy, downloadPolicyOf } from './download-policy.js';
export { FileError, type FileErrorCode } from './file-error.js';
export { maximumFileNameLength, sanitiseFileName } from './file-name.js';
export { type FilePage, FileService, type FileServiceDependencies, type NewFile } from './file-service.js';
export type { FileStore, StagedBlob } from './file-store.js';
export { fileStoreFromConfig } from './file-store-from-config.js';
export { LocalFileStore } from './local-file-store.js';
export { octetStream, sniffMediaType } from './media-type.js';
