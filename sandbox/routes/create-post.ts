import { Hono } from 'hono';
import { authenticate } from '../auth.ts';
import type { Sandbox, SandboxEnv } from '../context.ts';
import { ApiError } from '../errors.ts';
import { attachmentRefs, charCount, parseCreatePost } from '../post-input.ts';
import { checkAccounts, checkAttachments, effectiveTitle } from '../post-rules.ts';
import { limit } from '../rate-limit.ts';
import { resolveSchedule } from '../schedule.ts';
import type { Post } from '../state.ts';

/** POST /developers/v1/post — Create Post, every rule of its section; answers 202. */
export function createPostRoutes(sb: Sandbox) {
  const routes = new Hono<SandboxEnv>();

  routes.post('/post', authenticate(sb), limit(sb, 'write'), async (c) => {
    // Headers: "Content-Type: application/json (required)".
    if (!/^application\/json\s*(;|$)/i.test(c.req.header('content-type') ?? '')) {
      throw new ApiError(400, 'Content-Type must be application/json');
    }
    let raw: unknown;
    try {
      raw = JSON.parse(await c.req.text());
    } catch {
      throw new ApiError(400, 'The body is not valid JSON');
    }
    const body = parseCreatePost(raw);
    const { state } = sb;
    const user = c.get('user');
    const now = sb.clock.now();

    const accounts = checkAccounts(state, user, body.accounts);
    const schedule = resolveSchedule(
      {
        postInstant: body.post_instant === true,
        date: body.date,
        time: body.time,
        scheduledDate: body.scheduled_date,
        timezone: body.timezone,
      },
      now,
    );
    if (body.title !== undefined && body.title !== null && charCount(body.title) > 100) {
      throw new ApiError(400, `title must be at most 100 characters (it has ${charCount(body.title)})`);
    }
    const media = checkAttachments(state, user, attachmentRefs(body));
    // replies: "only for accounts of type twitter ... ignored for other account types".
    const replies = accounts.some((a) => a.type === 'twitter') ? [...(body.replies ?? [])] : [];
    const title = effectiveTitle(body.title, body.content, accounts);

    const post: Post = {
      id: state.nextId.post++,
      owner: user,
      content: body.content,
      dueAt: schedule.dueAt,
      scheduledLocal: schedule.local,
      timezone: schedule.timezone,
      accounts,
      attachments: media.map((m) => m.id),
      replies,
      ...(title === undefined ? {} : { title }),
      createdAt: now,
      status: 'scheduled',
    };
    state.posts.push(post);
    return c.json(
      {
        post_id: post.id,
        content: post.content,
        scheduled_date: post.scheduledLocal,
        timezone: post.timezone,
        accounts: post.accounts.length,
        media: post.attachments.length,
        replies: post.replies.length,
        status: 'scheduled',
      },
      202,
    );
  });

  return routes;
}
