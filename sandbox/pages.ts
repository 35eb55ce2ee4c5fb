import { html } from 'hono/html';
import type { OAuthApp } from './state.ts';

/** HTML of the user-facing pages ({app_url}): consent, OAuth errors, the dashboard's frame. */

const STYLE = html`<style>
  :root {
    color-scheme: light dark;
    font-family: system-ui, sans-serif;
    line-height: 1.5;
  }
  body {
    margin: 0;
    padding: 2rem 1rem;
  }
  main {
    max-width: 44rem;
    margin: 0 auto;
  }
  .card {
    border: 1px solid #8884;
    border-radius: 12px;
    padding: 1.5rem;
  }
  button {
    font: inherit;
    padding: 0.5rem 1.25rem;
    border-radius: 8px;
    border: 1px solid #8886;
    cursor: pointer;
  }
  button[value='approve'] {
    background: #0a66c2;
    color: #fff;
    border-color: #0a66c2;
  }
  table {
    border-collapse: collapse;
    width: 100%;
  }
  th,
  td {
    text-align: left;
    padding: 0.35rem 0.5rem;
    border-bottom: 1px solid #8883;
    vertical-align: top;
  }
  img.thumb {
    width: 64px;
    height: 64px;
    object-fit: cover;
    border-radius: 6px;
  }
  code {
    overflow-wrap: anywhere;
  }
</style>`;

export function page(title: string, body: unknown) {
  return html`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>${title}</title>
        ${STYLE}
      </head>
      <body>
        <main>${body}</main>
      </body>
    </html>`;
}

export function consentPage(app: OAuthApp, user: string, redirectUri: string, consentId: string) {
  return page(
    `Authorize ${app.name}`,
    html`<div class="card">
      <h1>Authorize ${app.name}</h1>
      <p><strong>${app.name}</strong> wants to use the scheduling service on behalf of <strong>${user}</strong>.</p>
      <p>It will be able to:</p>
      <ul>
        <li>see your connected social accounts,</li>
        <li>schedule, publish, list and delete posts,</li>
        <li>upload, list and delete media, and read post analytics.</li>
      </ul>
      <p>After you decide you will be sent to <code>${redirectUri}</code>.</p>
      <form method="post" action="/oauth/authorize">
        <input type="hidden" name="consent" value="${consentId}" />
        <button type="submit" name="decision" value="approve">Approve</button>
        <button type="submit" name="decision" value="deny">Deny</button>
      </form>
    </div>`,
  );
}

/** Shown instead of redirecting when the redirect target itself cannot be trusted (RFC 6749 §4.1.2.1). */
export function oauthErrorPage(message: string) {
  return page(
    'Authorization error',
    html`<div class="card" role="alert">
      <h1>Authorization error</h1>
      <p>${message}</p>
      <p>The application that sent you here is misconfigured; you were not redirected.</p>
    </div>`,
  );
}
