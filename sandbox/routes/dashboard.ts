import { Hono } from 'hono';
import { html } from 'hono/html';
import type { Sandbox, SandboxEnv } from '../context.ts';
import { page } from '../pages.ts';
import { CONSENT_USER } from './oauth.ts';

/** {app_url}/ — a minimal dashboard of the demo user's posts and media (plain HTML, no auth). */
export function dashboardRoutes(sb: Sandbox) {
  const routes = new Hono<SandboxEnv>();
  routes.get('/', (c) => {
    const user = CONSENT_USER;
    const posts = sb.state.posts
      .filter((p) => p.owner === user)
      .sort((a, b) => b.createdAt - a.createdAt || b.id - a.id);
    const media = sb.state.media.filter((m) => m.owner === user).sort((a, b) => b.createdAt - a.createdAt);
    const accountName = (id: number) => sb.state.accounts.find((a) => a.id === id)?.username ?? String(id);
    const postRows = posts.map(
      (p) =>
        html`<tr id="post-${p.id}">
          <td>${p.id}</td>
          <td>${p.status}${p.error ? html`<br /><small>${p.error}</small>` : ''}</td>
          <td>${p.scheduledLocal} ${p.timezone}</td>
          <td>${p.accounts.map((a) => `${a.type} @${accountName(a.id)}`).join(', ')}</td>
          <td>${p.content.length > 140 ? `${p.content.slice(0, 140)}…` : p.content}</td>
        </tr>`,
    );
    const mediaRows = media.map(
      (m) =>
        html`<tr id="media-${m.id}">
          <td>
            ${m.kind === 'image' ? html`<img class="thumb" src="/media/files/${m.fileName}" alt="${m.id}" />` : m.title}
          </td>
          <td>${m.id}</td>
          <td>${m.mimeType}</td>
          <td>${m.kind === 'video' ? m.status : 'processed'}</td>
          <td>${new Date(m.createdAt).toISOString()}</td>
        </tr>`,
    );
    return c.html(
      page(
        'Dashboard — scheduling service sandbox',
        html` <h1>Dashboard</h1>
          <p>Signed in as <strong>${user}</strong>. Simulated time: ${sb.clock.nowIso()}.</p>
          <h2>Posts</h2>
          ${
            posts.length === 0
              ? html`<p>No posts yet.</p>`
              : html`<table>
                  <thead>
                    <tr>
                      <th>Id</th>
                      <th>Status</th>
                      <th>Scheduled</th>
                      <th>Accounts</th>
                      <th>Content</th>
                    </tr>
                  </thead>
                  <tbody>
                    ${postRows}
                  </tbody>
                </table>`
          }
          <h2>Media</h2>
          <table>
            <thead>
              <tr>
                <th>Preview</th>
                <th>Id</th>
                <th>Type</th>
                <th>Status</th>
                <th>Uploaded</th>
              </tr>
            </thead>
            <tbody>
              ${mediaRows}
            </tbody>
          </table>`,
      ),
    );
  });
  return routes;
}
