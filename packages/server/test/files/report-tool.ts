import {
  AbstractTool,
  Tool,
  type ToolArguments,
  type ToolContext,
  ToolOperation,
  ToolParameter,
  ToolResult,
} from '@spora/sdk';

/** A tool that writes a CSV and an oversized file, and reads back the task's files. */
@Tool({ name: 'report', description: 'Makes and reads reports.' })
@ToolOperation({ name: 'export', description: 'Export the rows as CSV' })
@ToolOperation({ name: 'inspect', description: 'List the task’s files and read one' })
@ToolParameter({ name: 'file_id', type: 'integer', description: 'A file to read.', required: false })
export class ReportTool extends AbstractTool {
  async execute(args: ToolArguments, context: ToolContext): Promise<ToolResult> {
    if (context.operation === 'export') {
      return ToolResult.ok('Exported 2 rows.').withFiles(
        { name: 'rows.csv', content: 'name,amount\nNorth,12\nSouth,7\n' },
        { name: 'empty.txt', content: '' },
      );
    }
    const files = (await context.files?.list()) ?? [];
    const bytes = await context.files?.read(Number(args.file_id));
    return ToolResult.ok(
      `${files.map((file) => `${file.id}:${file.name}:${file.mediaType}:${file.sizeBytes}`).join(' ')} | ${
        bytes === null || bytes === undefined ? 'unreadable' : `${bytes.byteLength} bytes`
      }`,
    );
  }

  describeAction(args: ToolArguments): string {
    return `Report: ${String(args.action)}`;
  }
}
