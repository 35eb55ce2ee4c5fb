// The ideas feature's lazy chunk (later-ideas.ts): its view, its notice in the composer, and "Save as idea".
export { IdeasView } from './IdeasView';
export { IdeaNotice } from './IdeaNotice';
export { ideasOf } from './ideas-of';
