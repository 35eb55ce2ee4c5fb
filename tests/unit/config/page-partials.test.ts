import { describe, expect, it } from 'vitest';
import { renderPartials } from '../../../config/page-partials';

const ROOT = process.cwd(); // vitest runs from the project's root

describe('the privacy page, written from docs/privacy*.md at build time', () => {
  it('replaces each placeholder with its document, rendered', () => {
    const html = renderPartials(
      '<article><!-- markdown:docs/privacy.md --></article><article><!-- markdown:docs/privacy.de.md --></article>',
      ROOT,
    );
    expect(html).toContain('<h1>Quickpost privacy policy</h1>');
    expect(html).toContain('<h1>Quickpost-Datenschutzerklärung</h1>');
    expect(html).not.toContain('markdown:');
  });
  it('passes no raw HTML through from the documents', () => {
    expect(renderPartials('<!-- markdown:README.md -->', ROOT)).not.toMatch(/<img /);
  });
  it('leaves a page without placeholders as it is', () => {
    expect(renderPartials('<p>plain</p>', ROOT)).toBe('<p>plain</p>');
  });
});
