/**
 * How long the extension waits for the broker's answer (a person is waiting in front of a spinner). The broker's
 * own deadline for the whole exchange (broker/exchange.ts) lies below it, so that no token is minted after the
 * extension has given up on it. No imports: the broker's tests read it in Node.
 */
export const BROKER_WAIT_MS = 20_000;
