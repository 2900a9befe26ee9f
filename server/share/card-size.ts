/** The size link previews ask for (Open Graph's large card, 1.91:1). */
export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;
