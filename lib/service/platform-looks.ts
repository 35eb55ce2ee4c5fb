/** How each platform shows a post and what it takes: the numbers behind the preview and its "will refuse" warnings. */
export interface PlatformLook {
  /** Characters shown before "see more"; null: the whole text shows. */
  fold: number | null;
  /** false: the fold is not published, and the preview says "approximately". */
  exact: boolean;
  needs: 'image' | 'video' | 'media' | null;
  /** Most images and videos one post takes; null: not published, not checked. */
  maxImages: number | null;
  maxVideos: number | null;
  linkCard: boolean;
  mediaFirst: boolean;
}

const LOOK_DEFAULT: PlatformLook = {
  fold: null,
  exact: true,
  needs: null,
  maxImages: null,
  maxVideos: null,
  linkCard: true,
  mediaFirst: false,
};

/** No link card, the media above the text. */
const MEDIA_FIRST = { linkCard: false, mediaFirst: true };

// Sources: the platforms' help and developer pages named beside each; a fold with `exact: false` is not published
// (measured on the desktop feed). Twitter's links show as t.co shortens them; its 1–4 grid is the timeline's layout.
const LOOKS: Record<string, Partial<PlatformLook>> = {
  twitter: { maxImages: 4, maxVideos: 1 }, // help.x.com "How to post photos or GIFs"
  linkedin: { fold: 210, exact: false, maxImages: 20, maxVideos: 1 }, // linkedin.com/help "Share photos or videos"
  linkedin_page: { fold: 210, exact: false, maxImages: 20, maxVideos: 1 },
  bluesky: { maxImages: 4, maxVideos: 1 }, // atproto app.bsky.embed.images `maxLength`; a link card without media
  threads: { maxImages: 20, maxVideos: 20 }, // developers.facebook.com/docs/threads "Carousel posts"
  facebook: { fold: 480, exact: false },
  // developers.facebook.com/docs/instagram-platform "Content publishing"; links in captions are not links
  instagram: { ...MEDIA_FIRST, fold: 125, exact: false, needs: 'media', maxImages: 10, maxVideos: 10 },
  pinterest: { ...MEDIA_FIRST, needs: 'image', maxImages: 1, maxVideos: 0 }, // help.pinterest.com "Create a Pin"
  youtube: { ...MEDIA_FIRST, needs: 'video', maxImages: 0, maxVideos: 1 },
  tiktok: { ...MEDIA_FIRST, needs: 'video', maxImages: 0, maxVideos: 1 },
};

/** A platform the service adds later: the whole text, nothing checked. */
export const platformLook = (type: string): PlatformLook => ({ ...LOOK_DEFAULT, ...LOOKS[type] });
