/** The one message contract between Quickpost's pages and its background (docs/design.md §2). */
export { protocol, type AnswerData, type RequestData, type RequestType } from './protocol';
export { ask } from './request';
export { createRouter, listen, type Handlers } from './router';
export { isTrustedSender } from './sender';
