import { Code } from '@mantine/core';

/** Structured data as indented JSON; a plain string is shown as it is. */
export function JsonView({ value }: { value: unknown }) {
  const text = typeof value === 'string' ? value : JSON.stringify(value, null, 2);
  return (
    <Code block className="spora-json-view">
      {text ?? 'null'}
    </Code>
  );
}
