import { PluginPackageError } from './plugin-package-error.js';

/** An npm package name, scoped or not: never a path, a URL or a git address. */
export const packageNamePattern = '^(?:@[a-z0-9][a-z0-9._~-]*/)?[a-z0-9][a-z0-9._~-]*$';
/** A version, a range or a dist-tag (`1.2.0`, `^1.2`, `latest`): never a path, a URL or a git address. */
export const versionSpecPattern = '^[A-Za-z0-9][A-Za-z0-9.^~<>=*+| -]*$';
export const packageNameMaxLength = 214;
export const versionSpecMaxLength = 100;

export interface PluginPackageRequest {
  readonly package: string;
  /** A version, a range or a dist-tag; `latest` when omitted. */
  readonly version?: string | null | undefined;
}

/** The package name and version asked for, checked: never a path, a URL or a git address. */
export function checkRequest(request: PluginPackageRequest): { name: string; versionSpec: string } {
  const name = request.package.trim();
  const versionSpec = request.version?.trim() || 'latest';
  const fields: Record<string, string> = {};
  if (name.length > packageNameMaxLength || !new RegExp(packageNamePattern).test(name)) {
    fields.package = 'must be an npm package name such as spora-plugin-notes or @acme/spora-notes';
  }
  if (versionSpec.length > versionSpecMaxLength || !new RegExp(versionSpecPattern).test(versionSpec)) {
    fields.version = 'must be a version, a range or a tag such as 1.2.0, ^1.2 or latest';
  }
  if (Object.keys(fields).length > 0) {
    throw new PluginPackageError(
      'VALIDATION_ERROR',
      Object.entries(fields)
        .map(([field, reason]) => `${field} ${reason}`)
        .join('; '),
      { fields },
    );
  }
  return { name, versionSpec };
}
