/** The disclosure a client must accept before watching, used until the advisor writes their own. */
export const DEFAULT_DISCLOSURE_TEXT: string = [
  'Important Information About This Video',
  'This video is provided for illustrative and educational purposes only. It is not individualized investment, tax or legal advice, and it is not an offer to buy or sell, or a solicitation of an offer to buy or sell, any security or investment product.',
  'Investing involves risk, including the possible loss of principal. No investment strategy can guarantee a profit or protect against loss. Past performance does not guarantee future results. Any forward-looking statements, projections or hypothetical illustrations reflect assumptions made at the time of recording and may not come true.',
  'Your circumstances are unique. Before acting on anything discussed in this video, consult qualified tax, legal and financial professionals about your own situation.',
  "Your advisor's firm supervises and retains its communications with clients as required by applicable securities regulations. This video, and a record of your viewing it, may be retained for compliance purposes.",
  'This video is intended only for the person to whom it was sent. Please do not forward or share the link.',
  "By selecting 'Accept & View Video', you acknowledge that you have read and understood this disclosure and, to the extent permitted by law, release your advisor and your advisor's firm from liability for decisions made solely on the basis of this video.",
].join('\n\n');
