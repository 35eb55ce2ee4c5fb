/**
 * Whether a topic name is one a stranger could guess. On ntfy.sh the name is the topic's only secret (topic.ts), and
 * people pick names like `quickpost` or `my-posts2`: too short to resist trying, or made of the words anyone would
 * try first. Only a warning — the person may keep the name.
 */
import { TOPIC_WORDS } from './topic-words';

/** Fewer characters than this can be tried one by one, however random. */
const MIN_LENGTH = 16;

const words = new Set(TOPIC_WORDS.split(' '));
/** The longest word with the longest ending (-ing): no word starts further back. */
const LONGEST = Math.max(...[...words].map((w) => w.length)) + 3;

/** A listed word, or one with an ending: `posts`, `published`, `scheduler`, `testing`. */
const isWord = (text: string) =>
  words.has(text) || words.has(text.replace(/(?:s|d|r|ing)$/, '')) || words.has(text.replace(/e[sdr]$/, ''));

/** Whether `text` is nothing but common words run together ("socialmedianews"). */
function allWords(text: string): boolean {
  // ends[i]: the first i letters are whole words.
  const ends = [true];
  for (let i = 1; i <= text.length; i++) {
    ends[i] = false;
    for (let j = Math.max(0, i - LONGEST); j < i && !ends[i]; j++) ends[i] = !!ends[j] && isWord(text.slice(j, i));
  }
  return ends[text.length]!;
}

/** Short, or common words with only digits and separators between them: `quickpost2024`, `my-posts_1`. */
export function isWeakTopic(topic: string): boolean {
  if (topic.length < MIN_LENGTH) return true;
  return topic
    .toLowerCase()
    .split(/[-_\d]+/)
    .every((part) => part === '' || allWords(part));
}
