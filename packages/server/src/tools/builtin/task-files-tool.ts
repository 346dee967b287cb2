import {
  AbstractTool,
  Tool,
  type ToolArguments,
  type ToolContext,
  ToolOperation,
  ToolParameter,
  ToolResult,
} from '@spora/sdk';

const pageCharacters = 40_000;
const maxWrittenCharacters = 1_000_000;

/**
 * The task's files as the model works with them: the files sent with messages and those tools
 * returned. It lists them, reads one as text (documents extracted as attachments are), page by
 * page, writes a new text file (a report, a CSV) that the conversation offers for download, and
 * deletes one from the task's files. A file's content is never changed, and a message that carried
 * one still shows what it carried.
 */
@Tool({
  name: 'task_files',
  description:
    "Work with this task's files: list them, read one as text, write a new text file (a report, a CSV, Markdown) the user can download, or delete one you no longer need from the task's files.",
  displayName: 'Task files',
  category: 'data',
  icon: 'folder',
})
@ToolOperation({
  name: 'list',
  description: "List the task's files.",
  discriminatorKey: 'op',
  readOnly: true,
})
@ToolOperation({
  name: 'read',
  description: 'Read a file as text, 40,000 characters at a time.',
  discriminatorKey: 'op',
  readOnly: true,
})
@ToolOperation({
  name: 'write',
  description: 'Write a new text file to the task.',
  discriminatorKey: 'op',
  // It adds a file to the task: nothing outside Spora changes.
  readOnly: true,
})
@ToolOperation({
  name: 'delete',
  description:
    "Delete a file from the task's files; messages that carried it keep showing it. Needs approval unless the agent's settings say otherwise.",
  discriminatorKey: 'op',
  requiresApprovalByDefault: true,
})
@ToolParameter({
  name: 'file_id',
  type: 'integer',
  description: 'The file to read or delete, as list shows it.',
  minimum: 1,
  required: ['read', 'delete'],
})
@ToolParameter({
  name: 'offset',
  type: 'integer',
  description: 'Where to start reading, in characters (read); 0 when omitted.',
  minimum: 0,
  required: false,
})
@ToolParameter({
  name: 'name',
  type: 'string',
  description: 'The new file\'s name, e.g. "summary.md" (write).',
  required: ['write'],
})
@ToolParameter({
  name: 'content',
  type: 'string',
  description: "The new file's text (write).",
  required: ['write'],
})
export class TaskFilesTool extends AbstractTool {
  async execute(args: ToolArguments, ctx: ToolContext): Promise<ToolResult> {
    const files = ctx.files;
    if (files === undefined)
      return ToolResult.error('This call runs outside a task, which is where files are kept.');
    switch (ctx.operation) {
      case 'list': {
        const listed = await files.list();
        if (listed.length === 0) return ToolResult.ok('The task has no files.', { files: [] });
        const lines = listed.map(
          (file) => `- #${file.id} ${file.name} (${file.mediaType}, ${file.sizeBytes} bytes)`,
        );
        return ToolResult.ok(`The task's files:\n${lines.join('\n')}`, {
          files: listed.map((file) => ({
            id: file.id,
            name: file.name,
            media_type: file.mediaType,
            size_bytes: file.sizeBytes,
          })),
        });
      }
      case 'read':
        return read(files, args);
      case 'write':
        return write(args);
      case 'delete':
        return remove(files, args);
      default:
        return ToolResult.error(`Unknown operation "${ctx.operation}".`);
    }
  }

  describeAction(args: ToolArguments): string {
    switch (args.op) {
      case 'read':
        return `read task file #${String(args.file_id ?? '')}`;
      case 'write':
        return `write the task file "${String(args.name ?? '')}"`;
      case 'delete':
        return `delete task file #${String(args.file_id ?? '')} from the task's files`;
      default:
        return "list the task's files";
    }
  }
}

async function read(files: NonNullable<ToolContext['files']>, args: ToolArguments): Promise<ToolResult> {
  const fileId = Number(args.file_id);
  if (!Number.isInteger(fileId) || fileId < 1)
    return ToolResult.error('"file_id" must be the id of one of the task\'s files.');
  const offset = args.offset === undefined || args.offset === null ? 0 : Number(args.offset);
  if (!Number.isInteger(offset) || offset < 0)
    return ToolResult.error('"offset" must be a whole number of characters, 0 or more.');
  const text = await files.text(fileId);
  if (text === null) return ToolResult.error(`The task has no file #${fileId}; list shows the ones it has.`);
  if (!text.ok) return ToolResult.error(text.message, { file_id: fileId, error_code: text.code });
  const page = text.text.slice(offset, offset + pageCharacters);
  const next = offset + page.length;
  const more = next < text.text.length;
  const notes = [
    more ? `[${text.text.length - next} more characters: read again with offset ${next}]` : null,
    !more && text.truncated
      ? '[The document was cut at the extraction limit; the rest cannot be read as text]'
      : null,
  ].filter((note) => note !== null);
  return ToolResult.ok([page, ...notes].join('\n\n'), {
    file_id: fileId,
    offset,
    characters: text.text.length,
    next_offset: more ? next : null,
  });
}

function write(args: ToolArguments): ToolResult {
  const name = typeof args.name === 'string' ? args.name.trim() : '';
  if (name === '') return ToolResult.error('"name" must be the new file\'s name, such as "summary.md".');
  if (typeof args.content !== 'string') return ToolResult.error('"content" must be the file\'s text.');
  if (args.content.length > maxWrittenCharacters) {
    return ToolResult.error(`"content" is longer than ${maxWrittenCharacters} characters.`);
  }
  return ToolResult.ok(`Wrote "${name}" (${args.content.length} characters) to the task.`, {
    name,
  }).withFiles({
    name,
    content: args.content,
  });
}

async function remove(files: NonNullable<ToolContext['files']>, args: ToolArguments): Promise<ToolResult> {
  const fileId = Number(args.file_id);
  if (!Number.isInteger(fileId) || fileId < 1)
    return ToolResult.error('"file_id" must be the id of one of the task\'s files.');
  if (!(await files.remove(fileId)))
    return ToolResult.error(`The task has no file #${fileId}; list shows the ones it has.`);
  return ToolResult.ok(`Deleted file #${fileId} from the task's files.`, { file_id: fileId });
}
