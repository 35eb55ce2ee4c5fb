import type { UploadModel } from '@/lib/composer/upload-model';
import { UploadItem } from './UploadItem';

interface UploadListProps {
  uploads: UploadModel;
  locale?: string | undefined;
}

/**
 * The uploads from the computer. Its own component so that it alone reads the uploads signal: a progress report
 * re-renders this list, not the media section around it (attached items, the library).
 */
export function UploadList({ uploads, locale }: UploadListProps) {
  const list = uploads.uploads.value;
  if (list.length === 0) return null;
  return (
    <ul class="uploads">
      {list.map((u) => (
        <UploadItem key={u.id} upload={u} uploads={uploads} locale={locale} />
      ))}
    </ul>
  );
}
