import { buildDefaults } from '@/lib/build-defaults';

/** Placeholder options page (issue 2): the real settings arrive with issue 4. */
export function OptionsPlaceholder() {
  return (
    <main>
      <h1>Quickpost settings</h1>
      <p>Service: {buildDefaults.apiUrl}</p>
    </main>
  );
}
