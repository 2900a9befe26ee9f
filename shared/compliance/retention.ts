/**
 * Why a video cannot be deleted yet, in the words both the API's 409 and the video page use.
 * The date is the calendar day (UTC) the retention period ends.
 */
export function retainedRecordMessage(retainedUntil: string): string {
  const day = new Date(retainedUntil).toLocaleDateString('en-US', {
    dateStyle: 'long',
    timeZone: 'UTC',
  });
  return `This video is a business record and must be kept until ${day}. You can revoke its link instead.`;
}
