import { randomBytes } from 'node:crypto';

/**
 * The message cache of the ntfy stand-in (docs.ntfy.sh): what `since=` reads back, kept 12 hours on the sandbox's
 * simulated clock, so advancing it also ages the cache; large bodies become attachments, as on ntfy.sh.
 */

/** ntfy's `message-size-limit` default: 4096 bytes. */
const MESSAGE_LIMIT_BYTES = 4096;
/** ntfy's `cache-duration` default: 12 hours. */
const CACHE_DURATION_MS = 12 * 60 * 60 * 1000;
/** ntfy's topic names. */
export const TOPIC_NAME = /^[-_A-Za-z0-9]{1,64}$/;

interface NtfyAttachment {
  name: string;
  type: string;
  size: number;
  expires: number;
  url: string;
}

/** The JSON message format of ntfy's subscribe API. */
export interface NtfyMessage {
  id: string;
  /** Unix seconds. */
  time: number;
  expires?: number;
  event: 'message' | 'open' | 'keepalive';
  topic: string;
  message?: string;
  title?: string;
  priority?: number;
  tags?: string[];
  attachment?: NtfyAttachment;
}

export interface Published extends NtfyMessage {
  event: 'message';
  /** Epoch ms on the sandbox clock (ids order messages of the same second). */
  at: number;
  seq: number;
  /** The raw body of an attachment message. */
  file?: Buffer;
}

const ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** 12 random characters, like ntfy's message ids. */
export function messageId(): string {
  return [...randomBytes(12)].map((b) => ID_ALPHABET[b % ID_ALPHABET.length]).join('');
}

export interface PublishInput {
  topic: string;
  body: Buffer;
  title?: string;
  priority?: number;
  tags?: string[];
  /** Where attachments are served: `<origin>/ntfy/file`. */
  fileBase: string;
}

/** What `since=` selects: all, none, the latest, after an id, or from a time. */
export type Since =
  { kind: 'all' } | { kind: 'none' } | { kind: 'latest' } | { kind: 'id'; id: string } | { kind: 'time'; from: number };

const DURATION = /^(\d+)(s|m|h|d)$/;
const UNIT_MS = { s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 } as const;

/** Reads `since=` as ntfy documents it: `all`, `none`, `latest`, a duration (`10m`), a Unix time, or a message id. */
export function parseSince(raw: string | undefined, now: number, fallback: Since): Since {
  if (raw === undefined || raw === '') return fallback;
  if (raw === 'all' || raw === 'none' || raw === 'latest') return { kind: raw };
  const duration = DURATION.exec(raw);
  if (duration) return { kind: 'time', from: now - Number(duration[1]) * UNIT_MS[duration[2] as keyof typeof UNIT_MS] };
  if (/^\d{1,12}$/.test(raw)) return { kind: 'time', from: Number(raw) * 1000 };
  return { kind: 'id', id: raw };
}

export class NtfyCache {
  private messages: Published[] = [];
  private seq = 0;
  private readonly listeners = new Map<string, Set<(m: Published) => void>>();

  constructor(private readonly now: () => number) {}

  publish(input: PublishInput): Published {
    const at = this.now();
    const time = Math.floor(at / 1000);
    const expires = Math.floor((at + CACHE_DURATION_MS) / 1000);
    const id = messageId();
    const text = input.body.toString('utf8');
    const fits = input.body.length <= MESSAGE_LIMIT_BYTES && Buffer.from(text, 'utf8').equals(input.body);
    const message: Published = {
      id,
      time,
      expires,
      event: 'message',
      topic: input.topic,
      at,
      seq: (this.seq += 1),
      ...(input.title ? { title: input.title } : {}),
      ...(input.priority ? { priority: input.priority } : {}),
      ...(input.tags?.length ? { tags: input.tags } : {}),
      ...(fits
        ? { message: text }
        : {
            // ntfy.sh: "If the message is larger than the limit, it is sent as an attachment."
            message: 'You received a file: attachment.txt',
            attachment: {
              name: 'attachment.txt',
              type: 'text/plain; charset=utf-8',
              size: input.body.length,
              expires,
              url: `${input.fileBase}/${id}.txt`,
            },
            file: input.body,
          }),
    };
    this.prune();
    this.messages.push(message);
    for (const listener of this.listeners.get(input.topic) ?? []) listener(message);
    return message;
  }

  /** Cached messages of these topics selected by `since`, oldest first. */
  since(topics: readonly string[], since: Since): Published[] {
    this.prune();
    const mine = this.messages.filter((m) => topics.includes(m.topic));
    switch (since.kind) {
      case 'none':
        return [];
      case 'all':
        return mine;
      case 'latest':
        return mine.slice(-1);
      case 'time':
        return mine.filter((m) => m.at >= since.from);
      case 'id': {
        const index = mine.findIndex((m) => m.id === since.id);
        // An id no longer (or never) cached: everything cached, so a subscriber that fell behind loses nothing.
        return index < 0 ? mine : mine.slice(index + 1);
      }
    }
  }

  file(id: string): Published | undefined {
    return this.messages.find((m) => m.id === id && m.file);
  }

  /** Calls `listener` with each new message of these topics until the returned function is called. */
  subscribe(topics: readonly string[], listener: (m: Published) => void): () => void {
    for (const topic of topics) {
      const set = this.listeners.get(topic) ?? new Set();
      set.add(listener);
      this.listeners.set(topic, set);
    }
    return () => topics.forEach((topic) => this.listeners.get(topic)?.delete(listener));
  }

  clear(): void {
    this.messages = [];
  }

  private prune(): void {
    const cutoff = this.now() - CACHE_DURATION_MS;
    this.messages = this.messages.filter((m) => m.at > cutoff);
  }
}

/** The message as subscribers receive it (no sandbox bookkeeping). */
export function wireMessage(m: Published): NtfyMessage {
  const { at: _at, seq: _seq, file: _file, ...wire } = m;
  return wire;
}
