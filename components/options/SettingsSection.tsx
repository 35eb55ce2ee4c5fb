import type { ComponentChildren } from 'preact';

interface SettingsSectionProps {
  /** Names the heading's id, `<name>-heading`, which the page's list of sections links to. */
  name: string;
  title: string;
  children: ComponentChildren;
}

/** One card of the settings page: a section named by its heading. */
export function SettingsSection({ name, title, children }: SettingsSectionProps) {
  return (
    <section aria-labelledby={`${name}-heading`}>
      <h2 id={`${name}-heading`}>{title}</h2>
      {children}
    </section>
  );
}
