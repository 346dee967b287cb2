/** Spora's logo mark: spores around a cell. Decorative; the name beside it carries the meaning. */
export function SporaMark({ size = 24 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <circle cx="16" cy="16" r="15" fill="var(--mantine-color-teal-6)" />
      <circle cx="11" cy="12" r="3" fill="#fff" />
      <circle cx="21" cy="11" r="2.2" fill="#fff" />
      <circle cx="16" cy="20" r="4" fill="#fff" />
    </svg>
  );
}
