// Whether a topic name is one a stranger could guess: on ntfy.sh the name is the topic's only secret, and people pick
// `quickpost` or `my-posts2`. Only a warning — the person may keep the name.

/** Stems people name a topic after; -s, -ed, -er and -ing are added below. */
const TOPIC_WORDS =
  'quick post publish schedule share social media notification notify alert web hook event status update news ' +
  'feed channel push message msg inbox topic ntfy relay bot test demo example dev prod temp tmp default main home ' +
  'work office personal private public secret hidden mine my me our your the and for of to from with all new cool ' +
  'hello world hi hey foo bar abc xyz qwerty asdf admin user password account team business client blog site app ' +
  'api server phone mobile browser extension twitter tweet bluesky bsky mastodon toot linkedin facebook instagram ' +
  'thread tiktok youtube pinterest reddit discord slack github mail email data info log family friend anna john ' +
  'mike david chris alex sam max tom paul mark peter sarah lisa maria julia emma dana';

/** Fewer characters than this can be tried one by one, however random. */
const MIN_LENGTH = 16;

const words = new Set(TOPIC_WORDS.split(' '));
/** The longest word with the longest ending (-ing): no word starts further back. */
const LONGEST = Math.max(...[...words].map((w) => w.length)) + 3;

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
