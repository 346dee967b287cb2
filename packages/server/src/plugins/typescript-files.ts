const typeScriptFile = /\.m?ts$/;
const declarationFile = /\.d\.m?ts$/;

/** A `.ts` or `.mts` module; declaration files (`.d.ts`) are not modules. */
export function isTypeScriptModulePath(path: string): boolean {
  return typeScriptFile.test(path) && !declarationFile.test(path);
}

/** A TypeScript module of the deployment's own: packages in `node_modules` ship JavaScript. */
export function isDeploymentTypeScript(url: string): boolean {
  if (!url.startsWith('file:')) return false;
  const { pathname } = new URL(url);
  return isTypeScriptModulePath(pathname) && !pathname.includes('/node_modules/');
}
