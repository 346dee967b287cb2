/** `<think>`, `<thinking>` and `<thought>` blocks, which some models write into their answer text. */
const reasoningTagPattern = /<(think|thinking|thought)\b[^>]*>([\s\S]*?)<\/\1\s*>/gi;

export interface SplitText {
  /** The answer without the reasoning blocks. */
  readonly text: string;
  /** The content of each reasoning block, in order, trimmed; empty ones left out. */
  readonly reasoning: readonly string[];
}

/** Separates inline reasoning from the visible answer, so reasoning never reaches the user as text. */
export function splitInlineReasoning(content: string): SplitText {
  const reasoning: string[] = [];
  const text = content.replace(reasoningTagPattern, (_block, _tag, inner: string) => {
    if (inner.trim() !== '') reasoning.push(inner.trim());
    return '';
  });
  return text === content ? { text, reasoning } : { text: text.trim(), reasoning };
}
