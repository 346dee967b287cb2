// Floor, ephemeral: the hand-written loop keeping its conversation in memory only.
import { runFloorTask } from '../lib/floor-loop.mjs';

export async function open({ llmUrl }) {
  let nextId = 1;
  const persist = { begin: () => nextId++, step: () => {}, finish: () => {} };
  return {
    runTask: (task) => runFloorTask({ baseUrl: llmUrl, ...task }, persist),
    close: async () => {},
  };
}
