// The benchmark's tools as an App, for Spora with its loop on threads: a loop thread opens the
// platform itself and loads the App folder, where a tool registered in the harness's thread would
// not reach it.
import { AbstractExtension } from '@spora/sdk';
import { AddTool, SideEffectingAddTool } from '../add-tool.mjs';

export default class BenchApp extends AbstractExtension {
  tools() {
    return [AddTool, SideEffectingAddTool];
  }
}
