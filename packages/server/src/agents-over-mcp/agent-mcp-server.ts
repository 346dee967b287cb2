import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import {
  CallToolRequestSchema,
  type CallToolResult,
  ErrorCode,
  ListToolsRequestSchema,
  McpError,
} from '@modelcontextprotocol/sdk/types.js';
import type { AgentService } from '../agents/index.js';
import type { Logger } from '../logging/logger.js';
import { type AgentCallDependencies, callAgent } from './agent-call.js';
import { agentTools } from './agent-tool-list.js';
import type { TaskLinks } from './task-answer.js';
import { type UserEventWatch, watchUserEvents } from './user-event-watch.js';

export interface AgentMcpDependencies extends AgentCallDependencies {
  readonly logger: Logger;
  agentsOf(ownerUserId: number): Pick<AgentService, 'listAgents'>;
}

export interface AgentMcpServer {
  /** Connect it to one transport. */
  readonly server: Server;
  /** Stops watching for agent changes and closes the server with its transport. Once only. */
  close(): Promise<void>;
}

/** While a run goes on, progress repeats this often, so clients that time out on silence do not. */
const progressHeartbeatMs = 15_000;

const instructions =
  'Each tool is one of your Spora agents. A call runs the agent on your prompt under Spora\'s approvals and answers with its final answer. When a run needs a person to approve a tool call, the answer says "pending approval" with a link; once it is decided in Spora, call the same tool with that task_id and no prompt to collect the answer.';

/**
 * An MCP server offering the agents `userId` owns as tools, for one client session. The tool list
 * is read at each `tools/list`, so it is always current; agent changes that alter it are announced
 * with `notifications/tools/list_changed`.
 */
export async function openAgentMcpServer(
  deps: AgentMcpDependencies,
  userId: number,
  links: TaskLinks,
  version: string,
): Promise<AgentMcpServer> {
  // The low-level server, since the tools are the user's agents, listed from the database at each
  // request, with JSON Schemas of their own.
  const server = new Server(
    { name: 'spora', title: 'Spora agents', version },
    { capabilities: { tools: { listChanged: true } }, instructions },
  );
  const listTools = async () => agentTools(await deps.agentsOf(userId).listAgents());
  let announced = '';
  const signature = (tools: Awaited<ReturnType<typeof listTools>>) =>
    JSON.stringify(tools.map(({ tool }) => tool));

  server.setRequestHandler(ListToolsRequestSchema, async () => {
    const tools = await listTools();
    announced = signature(tools);
    return { tools: tools.map(({ tool }) => tool) };
  });

  // Closing aborts the calls under way, as a client's cancellation does; this tells them apart.
  let ended = false;
  server.onclose = () => {
    ended = true;
  };

  server.setRequestHandler(CallToolRequestSchema, async (request, extra): Promise<CallToolResult> => {
    const found = (await listTools()).find(({ tool }) => tool.name === request.params.name);
    if (!found) throw new McpError(ErrorCode.InvalidParams, `Unknown tool: ${request.params.name}`);
    const token = request.params._meta?.progressToken;
    let progress: ((message: string) => void) | undefined;
    let heartbeat: NodeJS.Timeout | undefined;
    if (token !== undefined) {
      let count = 0;
      let last = 'Starting';
      progress = (message) => {
        last = message;
        count += 1;
        extra
          .sendNotification({
            method: 'notifications/progress',
            params: { progressToken: token, progress: count, message },
          })
          .catch(() => undefined);
      };
      heartbeat = setInterval(() => progress?.(last), progressHeartbeatMs);
    }
    try {
      return await callAgent(
        deps,
        {
          userId,
          agent: found.agent,
          toolName: found.tool.name,
          links,
          signal: extra.signal,
          sessionEnded: () => ended,
          ...(progress && { progress }),
        },
        request.params.arguments,
      );
    } finally {
      clearInterval(heartbeat);
    }
  });

  let pending: NodeJS.Timeout | undefined;
  const announceIfChanged = () => {
    clearTimeout(pending);
    // Several changes in a row (a rename and an edit) are announced once.
    pending = setTimeout(() => {
      void listTools()
        .then(async (tools) => {
          const now = signature(tools);
          if (now === announced) return;
          announced = now;
          await server.sendToolListChanged();
        })
        .catch((error: unknown) =>
          deps.logger.debug({ err: error }, 'could not announce a changed tool list'),
        );
    }, 50);
  };
  const watch: UserEventWatch = await watchUserEvents(
    deps.liveEvents,
    userId,
    (event) => {
      if (event.type === 'agent_changed') announceIfChanged();
    },
    announceIfChanged,
  );
  server.oninitialized = () => {
    void listTools().then((tools) => {
      announced ||= signature(tools);
    });
  };

  let closing: Promise<void> | null = null;
  return {
    server,
    close() {
      closing ??= (async () => {
        clearTimeout(pending);
        watch.close();
        await server.close();
      })();
      return closing;
    },
  };
}
