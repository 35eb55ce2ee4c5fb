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

// Sources, per platform:
// - twitter: links count 23 and show as t.co shortens them (developer.x.com, "Counting characters"); up to 4 images
//   or 1 video per post (help.x.com, "How to post photos or GIFs"); the 1–4 grid is the timeline's own layout.
// - linkedin, linkedin_page: up to 20 images per post (linkedin.com/help, "Share photos or videos"); the
//   "…see more" fold near 210 characters is not published (approximately, measured on the desktop feed).
// - bluesky: 300 graphemes and up to 4 images (atproto lexicons app.bsky.feed.post `maxGraphemes`,
//   app.bsky.embed.images `maxLength`); a link card (app.bsky.embed.external) only when no media is attached.
// - threads: 500 characters, up to 20 items in a carousel (developers.facebook.com/docs/threads, "Carousel posts").
// - facebook: the "See more" fold near 480 characters is not published (approximately); media count not published.
// - instagram: a post needs an image or a video, up to 10 in a carousel, caption 2,200 characters
//   (developers.facebook.com/docs/instagram-platform, "Content publishing"); the caption's "… more" fold near 125
//   characters is not published (approximately); links in captions are not links, so no link card.
// - pinterest: a Pin needs an image (help.pinterest.com, "Create a Pin"; one image per Pin here); description 500.
// - youtube: a video, title at most 100 characters (developers.google.com/youtube, videos resource `snippet.title`;
//   service-interface.md Create Post `title`).
// - tiktok: a video, title at most 100 characters here (service-interface.md Create Post `title`).
const LOOKS: Record<string, Partial<PlatformLook>> = {
  twitter: { maxImages: 4, maxVideos: 1 },
  linkedin: { fold: 210, exact: false, maxImages: 20, maxVideos: 1 },
  linkedin_page: { fold: 210, exact: false, maxImages: 20, maxVideos: 1 },
  bluesky: { maxImages: 4, maxVideos: 1 },
  threads: { maxImages: 20, maxVideos: 20 },
  facebook: { fold: 480, exact: false },
  instagram: {
    fold: 125,
    exact: false,
    needs: 'media',
    maxImages: 10,
    maxVideos: 10,
    linkCard: false,
    mediaFirst: true,
  },
  pinterest: { needs: 'image', maxImages: 1, maxVideos: 0, linkCard: false, mediaFirst: true },
  youtube: { needs: 'video', maxImages: 0, maxVideos: 1, linkCard: false, mediaFirst: true },
  tiktok: { needs: 'video', maxImages: 0, maxVideos: 1, linkCard: false, mediaFirst: true },
};

/** A platform the service adds later: the whole text, nothing checked. */
export const platformLook = (type: string): PlatformLook => ({ ...LOOK_DEFAULT, ...LOOKS[type] });
