/**
 * MCP tool names allow `[A-Za-z0-9_.-]`; clients that pass them on to a model often cap them at 64
 * characters, so the base stays short enough for a `_<id>` suffix that tells apart agents whose
 * names read the same.
 */
const maximumBaseLength = 48;

interface NamedAgent {
  readonly id: number;
  readonly name: string;
}

/** `Research Assistant (EU)` → `research_assistant_eu`; a name with no letters or digits → `agent`. */
export function toolNameBase(agentName: string): string {
  const base = agentName
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .slice(0, maximumBaseLength)
    .replace(/_+$/, '');
  return base === '' ? 'agent' : base;
}

/**
 * The tool name of each agent of one owner. Agents are taken oldest first and the oldest keeps
 * the plain name, so an agent's name only changes when it is renamed, never because another agent
 * of the same name appears later. Archived agents take part although they are not listed, so
 * archiving one does not rename another.
 */
export function agentToolNames(agents: readonly NamedAgent[]): Map<number, string> {
  const names = new Map<number, string>();
  const taken = new Set<string>();
  for (const agent of [...agents].sort((a, b) => a.id - b.id)) {
    const base = toolNameBase(agent.name);
    const candidates = [base, `${base}_${agent.id}`, `agent_${agent.id}`];
    let name = candidates.find((candidate) => !taken.has(candidate));
    for (let n = 2; name === undefined; n += 1) {
      const candidate = `agent_${agent.id}_${n}`;
      if (!taken.has(candidate)) name = candidate;
    }
    names.set(agent.id, name);
    taken.add(name);
  }
  return names;
}
