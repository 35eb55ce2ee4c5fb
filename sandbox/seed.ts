import demoExtension from '../config/demo-extension.json' with { type: 'json' };
import { gradientPng, placeholderMp4 } from './placeholders.ts';
import { addAccount, addMedia, type AccountSeed } from './seed-parts.ts';
import { AGENCY_XL, seedAgencyXl } from './seed-agency-xl.ts';
import type { AccountType, State } from './state.ts';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

/** The demo build pins its extension id, so the seeded app can list its identity redirect URL. */
const DEMO_REDIRECT_URIS = ['http://127.0.0.1:8788/callback', `https://${demoExtension.id}.chromiumapp.org/`];

export const SEED_KEYS = {
  demo: 'smm_demo',
  rival: 'smm_rival',
  revoked: 'smm_revoked',
  agency: 'smm_agency',
  agencyXl: AGENCY_XL.key,
} as const;
export const SEED_APP = { name: 'Quickpost', clientId: 'svc_cid_demo', clientSecret: 'svc_cs_demo' } as const;

const DEMO_ACCOUNTS: AccountSeed[] = [
  ['twitter', 'Dana Whitfield', 'danawhitfield'],
  ['linkedin', 'Dana Whitfield', 'dana-whitfield'],
  ['linkedin_page', 'Whitfield Coffee Roasters', 'whitfield-coffee-roasters'],
  ['instagram', 'Whitfield Coffee', 'whitfieldcoffee'],
  ['facebook', 'Whitfield Coffee Roasters', 'whitfieldcoffeeroasters'],
  ['threads', 'Dana Whitfield', 'dana.whitfield'],
  ['bluesky', 'Dana Whitfield', 'danawhitfield.bsky.social'],
  ['pinterest', 'Whitfield Coffee', 'whitfieldcoffee'],
  ['youtube', 'Whitfield Coffee TV', 'whitfieldcoffeetv'],
  ['tiktok', 'Whitfield Coffee', 'whitfield.coffee'],
];

const RIVAL_ACCOUNTS: AccountSeed[] = [
  ['twitter', 'Ravi Okafor', 'raviokafor'],
  ['linkedin', 'Ravi Okafor', 'ravi-okafor'],
  ['instagram', 'Okafor Bakes', 'okaforbakes'],
];

/** The agency: 30 connected accounts, three per type, for the composer with many accounts (sandbox/README.md). */
const AGENCY_CLIENTS = ['Northwind Tea', 'Harbor Books', 'Juniper Bikes'];
const AGENCY_TYPES: AccountType[] = [
  'twitter',
  'linkedin',
  'linkedin_page',
  'instagram',
  'facebook',
  'threads',
  'bluesky',
  'pinterest',
  'youtube',
  'tiktok',
];
const AGENCY_ACCOUNTS: AccountSeed[] = AGENCY_CLIENTS.flatMap((client) =>
  AGENCY_TYPES.map((type): AccountSeed => [type, client, `${client.toLowerCase().replace(' ', '')}_${type}`]),
);

/** Generated once per process: every reset writes the same bytes. */
let files: { coffee: Buffer; leaf: Buffer; bread: Buffer; video: Buffer } | undefined;
function seedFiles() {
  files ??= {
    coffee: gradientPng(320, 200, [111, 78, 55], [236, 201, 160]),
    leaf: gradientPng(200, 200, [20, 90, 80], [200, 240, 220]),
    bread: gradientPng(160, 160, [180, 40, 40], [250, 220, 120]),
    video: placeholderMp4(),
  };
  return files;
}

/** docs/design.md §6 seed: demo (10 connected + 1 disconnected account, 2 images, 2 videos), rival, agency (30 accounts), agency-xl (150 accounts, 1,000 posts, 300 media), revoked key, app. */
export async function seed(state: State, mediaDir: string, now: number): Promise<void> {
  state.apiKeys.set(SEED_KEYS.demo, { user: 'demo', revoked: false });
  state.apiKeys.set(SEED_KEYS.rival, { user: 'rival', revoked: false });
  state.apiKeys.set(SEED_KEYS.revoked, { user: 'demo', revoked: true });
  state.apps.set(SEED_APP.clientId, {
    name: SEED_APP.name,
    clientId: SEED_APP.clientId,
    clientSecret: SEED_APP.clientSecret,
    redirectUris: [...DEMO_REDIRECT_URIS],
  });

  for (const account of DEMO_ACCOUNTS) addAccount(state, 'demo', account);
  addAccount(state, 'demo', ['twitter', 'Whitfield Promo (old)', 'whitfieldpromo'], false);
  const rivalAccounts = RIVAL_ACCOUNTS.map((a) => addAccount(state, 'rival', a));
  state.apiKeys.set(SEED_KEYS.agency, { user: 'agency', revoked: false });
  for (const account of AGENCY_ACCOUNTS) addAccount(state, 'agency', account);

  const f = seedFiles();
  const writes: Promise<void>[] = [];
  addMedia(state, writes, mediaDir, now, { owner: 'demo', kind: 'image', data: f.coffee, ageMs: 3 * DAY });
  addMedia(state, writes, mediaDir, now, { owner: 'demo', kind: 'image', data: f.leaf, ageMs: 2 * DAY });
  addMedia(state, writes, mediaDir, now, {
    owner: 'demo',
    kind: 'video',
    data: f.video,
    ageMs: DAY,
    title: 'Latte art in slow motion.mp4',
  });
  addMedia(state, writes, mediaDir, now, {
    owner: 'demo',
    kind: 'video',
    data: f.video,
    ageMs: HOUR,
    title: 'Roastery tour (raw).mp4',
    pendingForMs: DAY,
  });
  const rivalImage = addMedia(state, writes, mediaDir, now, {
    owner: 'rival',
    kind: 'image',
    data: f.bread,
    ageMs: DAY,
  });
  addMedia(state, writes, mediaDir, now, {
    owner: 'rival',
    kind: 'video',
    data: f.video,
    ageMs: DAY,
    title: 'Sourdough timelapse.mp4',
  });

  await Promise.all(writes);

  // Rival's post a week ahead, at a whole minute in UTC: for the 404/403 ownership rules.
  const due = Math.ceil((now + 7 * DAY) / 60_000) * 60_000;
  const rivalTwitter = rivalAccounts[0]!;
  state.posts.push({
    id: state.nextId.post++,
    owner: 'rival',
    content: 'Fresh sourdough every Saturday from next week!',
    dueAt: due,
    scheduledLocal: new Date(due).toISOString().slice(0, 19).replace('T', ' '),
    timezone: 'UTC',
    accounts: [{ id: rivalTwitter.id, type: rivalTwitter.type }],
    attachments: [rivalImage.id],
    replies: [],
    createdAt: now - HOUR,
    status: 'scheduled',
  });

  // Last, so every id above stays as it was before agency-xl existed.
  await seedAgencyXl(state, mediaDir, now);
}
