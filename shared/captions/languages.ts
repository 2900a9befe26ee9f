/**
 * Caption tracks are kept per language, named by BCP-47 tag, each with the label a viewer's
 * player shows for it. Speech is transcribed in the default language, and the share page's
 * `/captions.vtt` serves its track; another language is another track of the same video.
 */
export const CAPTION_LANGUAGES = {
  en: 'English',
} as const;

export type CaptionLanguage = keyof typeof CAPTION_LANGUAGES;

export const DEFAULT_CAPTIONS_LANGUAGE: CaptionLanguage = 'en';
