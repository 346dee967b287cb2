import { Avatar, type MantineSize } from '@mantine/core';

const palette = ['teal', 'blue', 'violet', 'grape', 'indigo', 'cyan', 'orange', 'pink', 'green', 'red'];

/** The same colour for the same name, so an agent is recognisable at a glance across screens. */
function colourOf(name: string): string {
  let hash = 0;
  for (const character of name) hash = (hash * 31 + (character.codePointAt(0) ?? 0)) >>> 0;
  return palette[hash % palette.length] ?? 'teal';
}

function initialsOf(name: string): string {
  const [first = '', second] = name.trim().split(/\s+/);
  const letters = second === undefined ? [...first].slice(0, 2) : [[...first][0], [...second][0]];
  return letters.join('').toLocaleUpperCase();
}

/** An agent's initials on its colour. Decorative: its name is always written beside it. */
export function AgentAvatar({ name, size = 'md' }: { name: string; size?: MantineSize | number }) {
  return (
    <Avatar color={colourOf(name)} variant="light" radius="md" size={size} aria-hidden="true">
      {initialsOf(name) || '?'}
    </Avatar>
  );
}
