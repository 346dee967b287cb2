export {
  type AwaitedCredential,
  type AwaitedModelKey,
  type AwaitedToolSetting,
  type CredentialProblem,
  type CredentialSavedHook,
  readAwaitedCredential,
  type SavedCredential,
} from './awaited-credential.js';
export {
  awaitedToolCredential,
  markAwaitingToolCredential,
  type ToolCredentialWait,
  toolCredentialWaitOf,
} from './tool-credential-wait.js';
