import {
  type Icon,
  IconArrowRight,
  IconBolt,
  IconBook,
  IconBrain,
  IconCalculator,
  IconCalendar,
  IconClock,
  IconCode,
  IconDatabase,
  IconFile,
  IconFolder,
  IconGlobe,
  IconMail,
  IconMessage,
  IconPuzzle,
  IconRobot,
  IconSearch,
  IconSettings,
  IconSitemap,
  IconTerminal,
  IconTool,
  IconUser,
  IconUsers,
  IconWorld,
} from '@tabler/icons-react';

/**
 * Tools name their icon with a key (seed 000: the tool's own, else its plugin.json's); the UI maps
 * the keys it knows onto its one icon set and shows `puzzle` for any other.
 */
const iconsByKey: Record<string, Icon> = {
  'arrow-right': IconArrowRight,
  bot: IconRobot,
  zap: IconBolt,
  user: IconUser,
  bolt: IconBolt,
  book: IconBook,
  brain: IconBrain,
  calculator: IconCalculator,
  calendar: IconCalendar,
  clock: IconClock,
  code: IconCode,
  database: IconDatabase,
  file: IconFile,
  folder: IconFolder,
  globe: IconGlobe,
  mail: IconMail,
  message: IconMessage,
  puzzle: IconPuzzle,
  robot: IconRobot,
  agent: IconRobot,
  search: IconSearch,
  settings: IconSettings,
  sitemap: IconSitemap,
  terminal: IconTerminal,
  tool: IconTool,
  users: IconUsers,
  web: IconWorld,
  world: IconWorld,
};

export function toolIconFor(key: string | null | undefined): Icon {
  return (key != null && Object.hasOwn(iconsByKey, key) ? iconsByKey[key] : undefined) ?? IconPuzzle;
}

export function ToolIcon({ iconKey, size = 18 }: { iconKey: string | null | undefined; size?: number }) {
  const Component = toolIconFor(iconKey);
  return <Component size={size} aria-hidden="true" />;
}
