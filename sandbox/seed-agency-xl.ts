/**
 * User `agency-xl` (key `smm_agency_xl`): an agency at full size for the cost curves (sandbox/README.md, "Seed").
 * Derived from the seed time and a fixed PRNG seed so every reset is the same; ids from 1,000,001 up (XL_IDS_FROM)
 * so the other users' next ids stay what they were.
 */
import { gradientPng, placeholderMp4 } from './placeholders.ts';
import { prng } from './prng.ts';
import { addAccount, addMedia } from './seed-parts.ts';
import { ACCOUNT_TYPES, type Account, type Media, type State } from './state.ts';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

export const AGENCY_XL = { user: 'agency-xl', key: 'smm_agency_xl' } as const;

/** The three clients; only the coffee roaster's accounts have "roast" in them (the composer's filter, E2E). */
const CLIENTS = [
  {
    name: 'Northside Roasters',
    slug: 'northsideroasters',
    places: ['', 'Downtown', 'Harbour', 'Airport', 'Uptown'],
    lines: [
      'This week on the bar: a washed Ethiopia Guji, bright and floral.',
      'Cupping on Saturday at 10: six new lots, free and open to all.',
      'Our decaf is Swiss Water processed, and it tastes like coffee.',
      'Fresh from the drum: a Colombia Huila with notes of red apple.',
      'How we dial in espresso every morning, in four steps.',
    ],
  },
  {
    name: 'Lumen Dental',
    slug: 'lumendental',
    places: ['', 'Eastside', 'Westgate', 'Riverside', 'Old Town'],
    lines: [
      'Two minutes, twice a day: the habit that saves the most fillings.',
      'New patients this month get a free whitening consultation.',
      'Meet Dr. Ines Alvarez, who joins our Riverside practice.',
      'Why flossing before brushing works better than after.',
      'Open late on Thursdays, until 8 pm.',
    ],
  },
  {
    name: 'Pinecrest Outdoor',
    slug: 'pinecrestoutdoor',
    places: ['', 'Summit', 'Lakeside', 'Trailhead', 'Basecamp'],
    lines: [
      'Trail report: the ridge loop is clear of snow up to 1,800 m.',
      'Rent a packraft for the weekend, paddles and vests included.',
      'Layering 101: how to stay warm without overheating on the climb.',
      'Our autumn sale starts Friday: 20% off tents and sleeping bags.',
      'Leave no trace: seven habits for the backcountry.',
    ],
  },
] as const;

const ACCOUNTS_PER_CLIENT = CLIENTS[0].places.length * ACCOUNT_TYPES.length; // 50
const POSTS = 1000;
const MEDIA = 300;
/** Posts span 60 days: from 45 days ago to 15 days ahead (a queue of about 250 upcoming posts). */
const FIRST_DUE = -45 * DAY;
const SPAN = 60 * DAY;

/** Where agency-xl's post and media ids start, far above what a test run creates through the API. */
const XL_IDS_FROM = 1_000_001;

const localUtc = (at: number) => new Date(at).toISOString().slice(0, 19).replace('T', ' ');

function accounts(state: State): Account[][] {
  return CLIENTS.map((client) =>
    client.places.flatMap((place) =>
      ACCOUNT_TYPES.map((type) => {
        const name = place ? `${client.name} ${place}` : client.name;
        const username = `${client.slug}${place ? `_${place.toLowerCase().replace(' ', '')}` : ''}_${type}`;
        return addAccount(state, AGENCY_XL.user, [type, name, username]);
      }),
    ),
  );
}

/**
 * Generated once per process (as seed.ts's files); four files shared by the 300 items, so a reset stays quick (a file
 * goes when the last item using it is deleted: routes/media.ts).
 */
let files: { images: Buffer[]; video: Buffer } | undefined;
function seedFiles() {
  const shades: [number, number, number][] = [
    [111, 78, 55],
    [40, 110, 160],
    [40, 120, 70],
  ];
  files ??= { images: shades.map((from) => gradientPng(32, 32, from, [250, 240, 225])), video: placeholderMp4() };
  return files;
}

function media(state: State, writes: Promise<void>[], mediaDir: string, now: number): Media[] {
  const { images, video } = seedFiles();
  return Array.from({ length: MEDIA }, (_, i) => {
    const ageMs = Math.round(((MEDIA - i) / MEDIA) * 60 * DAY);
    const owner = AGENCY_XL.user;
    if (i % 10 === 9) {
      const title = `${CLIENTS[i % 3]!.name} clip ${i + 1}.mp4`;
      const sharedFile = 'agency-xl-clip.mp4';
      return addMedia(state, writes, mediaDir, now, { owner, kind: 'video', data: video, ageMs, title, sharedFile });
    }
    const sharedFile = `agency-xl-${i % 3}.png`;
    return addMedia(state, writes, mediaDir, now, { owner, kind: 'image', data: images[i % 3]!, ageMs, sharedFile });
  });
}

/** Seeds agency-xl into `state`; the media files are written before it resolves. */
export async function seedAgencyXl(state: State, mediaDir: string, now: number): Promise<void> {
  state.apiKeys.set(AGENCY_XL.key, { user: AGENCY_XL.user, revoked: false });
  const byClient = accounts(state);
  const next = { ...state.nextId };
  state.nextId.media = state.nextId.post = XL_IDS_FROM;
  const writes: Promise<void>[] = [];
  const items = media(state, writes, mediaDir, now);
  const images = items.filter((m) => m.kind === 'image');
  const random = prng(29);
  const start = Math.floor((now + FIRST_DUE) / MINUTE) * MINUTE;
  for (let i = 0; i < POSTS; i++) {
    const c = i % CLIENTS.length;
    const client = CLIENTS[c]!;
    const pool = byClient[c]!;
    // One to three of the client's accounts, never the same one twice.
    const first = Math.floor(random() * ACCOUNTS_PER_CLIENT);
    const count = 1 + Math.floor(random() * 3);
    const chosen = Array.from({ length: count }, (_, k) => pool[(first + k * 7) % ACCOUNTS_PER_CLIENT]!);
    const dueAt = start + Math.round((i * SPAN) / POSTS / MINUTE) * MINUTE + Math.floor(random() * 30) * MINUTE;
    // Made two days before it was due; a post still ahead was made before now.
    const createdAt = Math.min(dueAt - 2 * DAY, now - (POSTS - i) * MINUTE);
    const past = dueAt <= now;
    const fails = past && random() < 0.04;
    const attachment = random() < 0.2 ? images[Math.floor(random() * images.length)] : undefined;
    const line = client.lines[i % client.lines.length]!;
    state.posts.push({
      id: state.nextId.post++,
      owner: AGENCY_XL.user,
      content: `${client.name}: ${line} (#${i + 1})`,
      dueAt,
      scheduledLocal: localUtc(dueAt),
      timezone: 'UTC',
      accounts: chosen.map((a) => ({ id: a.id, type: a.type })),
      attachments: attachment ? [attachment.id] : [],
      replies: [],
      createdAt,
      status: past ? (fails ? 'failed' : 'published') : 'scheduled',
      ...(past && !fails ? { publishedAt: dueAt } : {}),
      ...(fails
        ? { failedAt: dueAt, error: `${chosen[0]!.type}: the platform refused the post (seeded failure)` }
        : {}),
    });
  }
  state.nextId.media = next.media;
  state.nextId.post = next.post;
  await Promise.all(writes);
}
