/** How many ids one `in (…)` list binds: far below SQLite's and PostgreSQL's parameter limits. */
const idsPerStatement = 500;

/** The ids in slices one statement each can bind. */
export function idChunks(ids: readonly number[]): number[][] {
  const chunks: number[][] = [];
  for (let start = 0; start < ids.length; start += idsPerStatement) {
    chunks.push(ids.slice(start, start + idsPerStatement));
  }
  return chunks;
}
