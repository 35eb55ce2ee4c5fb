/** The one message contract between Quickpost's pages and its background (design.md §2). */
export { protocol, type AnswerData, type Protocol, type RequestData, type RequestType } from './messaging/protocol';
export { request, MessageContractError } from './messaging/request';
export { createRouter, type Handlers } from './messaging/router';
export { listen } from './messaging/listen';
export { isTrustedSender, type SenderInfo, type Self } from './messaging/sender';
