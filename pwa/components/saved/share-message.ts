/** The full address a client opens: the site origin plus /share/{shareLink}. */
export const shareUrlOf = (shareLink: string, origin = window.location.origin) =>
  `${origin}/share/${shareLink}`;

/** 'Share via Email': subject 'Video: {title}', a greeting, the link, the advisor. */
export function shareMailto(video: {
  title: string;
  clientName: string;
  url: string;
  advisorName: string;
}): string {
  const greeting = video.clientName.trim() || 'there';
  const body = [
    `Hi ${greeting},`,
    '',
    `I recorded a short video for you: ${video.url}`,
    '',
    'Best regards,',
    video.advisorName,
  ].join('\n');
  const query = new URLSearchParams({ subject: `Video: ${video.title}`, body });
  // mailto wants %20 for spaces; URLSearchParams writes '+', which mail apps show literally.
  return `mailto:?${query.toString().replaceAll('+', '%20')}`;
}

/**
 * 'Text Message': the phone's messaging app with a short text holding the link, the recipient
 * left for the advisor to choose. `sms:?&body=` is the form both iOS and Android read.
 */
export function shareSms(video: { clientName: string; url: string; advisorName: string }): string {
  const greeting = video.clientName.trim() || 'there';
  const text = `Hi ${greeting}, I recorded a short video for you: ${video.url} (${video.advisorName})`;
  return `sms:?&body=${encodeURIComponent(text)}`;
}
