/** A panel an extension adds to the web UI. */
export interface UiApp {
  /** The route key: the panel lives at `/apps/<name>`. */
  readonly name: string;
  readonly displayName: string;
  readonly description?: string;
  /** A bundled icon name; the extension's icon when omitted. */
  readonly icon?: string;
  /** The panel's browser ES module, relative to `publicAssetsPath()`. */
  readonly entry: string;
}
