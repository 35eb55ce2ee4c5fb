import { randomUUID } from 'node:crypto';
import type { PostRecord } from './records.ts';

/**
 * Webhook delivery (Events: `post.published`, `post.failed`; registration, payload, headers and
 * retries are "not shown", so the sandbox chooses them — see README). Delivery never blocks a
 * request: it runs in the background with a 5 s timeout per attempt and up to 3 attempts.
 */

export interface WebhookPayload {
  event: 'post.published' | 'post.failed';
  post_id: number;
  status: 'published' | 'failed';
  occurred_at: string;
  post: PostRecord;
}

export interface Delivery {
  id: string;
  url: string;
  event: WebhookPayload['event'];
  post_id: number;
  attempts: number;
  /** HTTP status of the last attempt, when one answered. */
  last_status?: number;
  last_error?: string;
  state: 'pending' | 'delivered' | 'failed';
}

const ATTEMPT_TIMEOUT_MS = 5000;
const BACKOFF_MS = [1000, 2000];

export class Webhooks {
  private readonly urls = new Map<string, string[]>();
  private readonly log: Delivery[] = [];
  private controller = new AbortController();
  private readonly timers = new Set<NodeJS.Timeout>();

  constructor(private readonly say: (line: string) => void) {}

  /** Registering the same URL twice for a user delivers once. */
  register(user: string, url: string): void {
    const list = this.urls.get(user) ?? [];
    if (!list.includes(url)) list.push(url);
    this.urls.set(user, list);
  }

  registered(user: string): string[] {
    return [...(this.urls.get(user) ?? [])];
  }

  deliveries(user?: string): Delivery[] {
    return this.log.filter((d) => user === undefined || this.registered(user).includes(d.url));
  }

  emit(user: string, payload: WebhookPayload): void {
    for (const url of this.registered(user)) {
      const delivery: Delivery = {
        id: randomUUID(),
        url,
        event: payload.event,
        post_id: payload.post_id,
        attempts: 0,
        state: 'pending',
      };
      this.log.push(delivery);
      void this.attempt(delivery, JSON.stringify(payload), this.controller.signal);
    }
  }

  private async attempt(delivery: Delivery, body: string, stop: AbortSignal): Promise<void> {
    if (stop.aborted) return;
    delivery.attempts += 1;
    try {
      const response = await fetch(delivery.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'user-agent': 'quickpost-sandbox-webhooks',
          'x-sandbox-event': delivery.event,
          // The same id on every attempt, so a receiver can drop a retried duplicate.
          'x-sandbox-delivery': delivery.id,
        },
        body,
        signal: AbortSignal.any([AbortSignal.timeout(ATTEMPT_TIMEOUT_MS), stop]),
      });
      delivery.last_status = response.status;
      await response.body?.cancel();
      if (response.ok) {
        delivery.state = 'delivered';
        return;
      }
      delivery.last_error = `HTTP ${response.status}`;
    } catch (error) {
      delivery.last_error = error instanceof Error ? error.message : String(error);
    }
    if (stop.aborted) return;
    const wait = BACKOFF_MS[delivery.attempts - 1];
    if (wait === undefined) {
      delivery.state = 'failed';
      this.say(
        `webhook ${delivery.event} for post ${delivery.post_id} to ${delivery.url} failed after ${delivery.attempts} attempts: ${delivery.last_error}`,
      );
      return;
    }
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      void this.attempt(delivery, body, stop);
    }, wait);
    this.timers.add(timer);
  }

  /** Reset and close: forget registrations, abort deliveries in flight, cancel pending retries. */
  clear(): void {
    this.controller.abort();
    this.controller = new AbortController();
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
    this.urls.clear();
    this.log.length = 0;
  }
}
