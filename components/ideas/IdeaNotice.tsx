import type { Composer } from '@/lib/composer/composer';
import { ideasOf } from './ideas-of';
import './ideas.css';

interface IdeaNoticeProps {
  composer: Composer;
}

/** What "Save as idea" or "Open in composer" just did, said in the composer; why it did nothing, as an alert. */
export function IdeaNotice({ composer }: IdeaNoticeProps) {
  const ideas = ideasOf(composer);
  return (
    <>
      <p role="status" class="result idea-notice">
        {ideas.notice.value}
      </p>
      <p role="alert" class="alert idea-alert">
        {ideas.error.value}
      </p>
    </>
  );
}
