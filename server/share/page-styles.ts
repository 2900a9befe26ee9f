/**
 * The share page's whole stylesheet, inlined (one request less on a phone) under the page's
 * nonce. Brand colours arrive as custom properties set by the page.
 */
export const SHARE_PAGE_CSS = `
*{box-sizing:border-box}
body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f8fafc;color:#0f172a}
a{color:var(--primary-text)}
button,input,textarea{font:inherit;color:inherit}
button{cursor:pointer}
button:focus-visible,a:focus-visible,textarea:focus-visible,input:focus-visible,[tabindex]:focus-visible{outline:3px solid var(--primary);outline-offset:2px}
.brand{display:flex;flex-wrap:wrap;align-items:center;justify-content:space-between;gap:.25rem 1rem;padding:.75rem max(1.25rem,calc((100% - 960px)/2 + 1rem));background:#fff;border-bottom:3px solid var(--primary)}
.brand .logo{max-height:40px;max-width:180px;object-fit:contain}
.brand .company{font-weight:700;font-size:1.125rem;color:var(--secondary-text)}
.brand .for{margin:0;color:#475569;font-size:.9rem}
main{max-width:960px;margin:0 auto;padding:1rem}
.stage{position:relative;background:#0f172a;border-radius:.75rem;overflow:hidden;aspect-ratio:16/9;display:flex;align-items:center;justify-content:center}
.stage video{width:100%;height:100%;display:block;background:#000}
.stage video:not([src]){display:none}
.stage-message{position:absolute;inset:auto 1rem;margin:0;text-align:center;color:#e2e8f0}
.stage-message strong{display:block;font-size:1.125rem;color:#fff}
.stage-message .again{display:block;margin:1rem auto 0}
.stage.ready .stage-message{display:none}
.avatar{position:absolute;right:.75rem;bottom:3.75rem;width:56px;height:56px;border-radius:50%;object-fit:cover;border:2px solid #fff;box-shadow:0 2px 8px rgba(0,0,0,.35);pointer-events:none}
.stage:not(.ready) .avatar{display:none}
.controls{display:flex;flex-wrap:wrap;align-items:center;gap:.5rem;margin-top:.75rem}
.speeds{display:flex;gap:.25rem}
.chip{border:1px solid #cbd5e1;background:#fff;border-radius:999px;padding:.25rem .75rem;font-size:.875rem;min-height:44px;min-width:44px}
.chip[aria-pressed=true]{background:var(--primary);border-color:var(--primary);color:var(--on-primary)}
.chapter-bar{position:relative;height:6px;margin-top:.5rem;border-radius:3px;background:#e2e8f0}
#chapter-played{height:100%;width:0;border-radius:3px;background:var(--primary)}
#chapter-marks i{position:absolute;top:-3px;width:3px;height:12px;margin-left:-1px;background:#0f172a;border-radius:1px}
#chapter-list{list-style:none;margin:0;padding:0}
#chapter-list button{display:flex;gap:.75rem;width:100%;text-align:left;border:0;border-radius:.5rem;background:none;padding:.6rem .5rem;min-height:44px}
#chapter-list button:hover,#chapter-list [aria-current]{background:#f1f5f9;font-weight:600}
#chapter-list .time{color:#475569;font-variant-numeric:tabular-nums;min-width:3.5rem}
.duration{margin-left:auto;color:#475569;font-variant-numeric:tabular-nums;font-size:.9rem}
.about h1{font-size:1.5rem;line-height:1.25;margin:1.25rem 0 .5rem;overflow-wrap:anywhere}
.about p{margin:0;color:#334155;white-space:pre-line;overflow-wrap:anywhere}
.card{background:#fff;border:1px solid #e2e8f0;border-radius:.75rem;padding:1rem 1.25rem;margin-top:1.25rem}
.card h2{font-size:1.05rem;margin:0 0 .75rem}
fieldset{border:0;margin:0;padding:0;min-width:0}
fieldset:disabled .compliments button,fieldset:disabled textarea{opacity:.6;cursor:not-allowed}
.locked{margin:0 0 .75rem;padding:.6rem .75rem;border-radius:.5rem;background:#f1f5f9;color:#334155;font-size:.9rem}
.compliments{display:grid;grid-template-columns:repeat(auto-fit,minmax(150px,1fr));gap:.5rem;margin-bottom:.75rem}
.compliments button{border:1px solid #cbd5e1;background:#f8fafc;border-radius:.5rem;padding:.6rem .75rem;text-align:left;min-height:44px}
.compliments button:hover{border-color:var(--primary)}
.compliments button.sent{border-color:var(--primary);background:#fff;color:var(--secondary-text);font-weight:600}
.compliments button.sent::after{content:" ✓"}
textarea{width:100%;min-height:96px;border:1px solid #cbd5e1;border-radius:.5rem;padding:.6rem .75rem;resize:vertical}
.row{display:flex;align-items:center;justify-content:space-between;gap:.75rem;margin-top:.5rem}
.count{font-size:.8rem;color:#64748b}
.count.over{color:#b91c1c}
.primary{background:var(--primary);color:var(--on-primary);border:0;border-radius:.5rem;padding:.6rem 1.1rem;font-weight:600;min-height:44px}
.primary:hover{background:var(--secondary);color:var(--on-secondary)}
.primary:disabled{opacity:.5;cursor:not-allowed}
.secondary{background:#fff;border:1px solid #cbd5e1;border-radius:.5rem;padding:.6rem 1.1rem;min-height:44px}
.contact{display:flex;flex-wrap:wrap;gap:.5rem}
.contact a{display:inline-flex;align-items:center;min-height:44px;padding:.5rem 1rem;border:1px solid #cbd5e1;border-radius:.5rem;text-decoration:none;background:#fff}
.contact a.schedule{background:var(--primary);border-color:var(--primary);color:var(--on-primary)}
footer{text-align:center;color:#64748b;font-size:.8rem;padding:2rem 1rem}
dialog{border:0;border-radius:.75rem;padding:1.5rem;width:min(34rem,calc(100vw - 2rem));box-shadow:0 20px 50px rgba(15,23,42,.3)}
dialog::backdrop{background:rgba(15,23,42,.7)}
dialog h2{margin:0 0 .75rem;font-size:1.25rem}
.disclosure{max-height:min(50vh,22rem);overflow:auto;border:1px solid #e2e8f0;border-radius:.5rem;padding:.75rem;font-size:.9rem;color:#334155;white-space:pre-line}
dialog input{width:100%;border:1px solid #cbd5e1;border-radius:.5rem;padding:.6rem .75rem;min-height:44px}
.actions{display:flex;justify-content:flex-end;gap:.5rem;margin-top:1rem}
.error{color:#b91c1c;font-size:.875rem;margin:.5rem 0 0}
.error:empty{display:none}
.toast{position:fixed;left:50%;bottom:1.25rem;transform:translateX(-50%);background:#0f172a;color:#fff;border-radius:.5rem;padding:.75rem 1rem;box-shadow:0 8px 24px rgba(0,0,0,.25);max-width:calc(100vw - 2rem)}
.toast strong{display:block}
@media (min-width:768px){.toast{left:auto;right:1.5rem;transform:none}}
.moments{position:relative;height:.75rem;margin:.35rem 1rem 0}
.moments:empty{display:none}
.moments .mark{position:absolute;top:0;width:.6rem;height:.6rem;margin-left:-.3rem;border-radius:50%;background:var(--primary);border:2px solid #fff;box-shadow:0 0 0 1px #475569}
.hint{margin:0 0 .5rem;color:#475569;font-size:.875rem}
.reactions{display:flex;flex-wrap:wrap;gap:.5rem;margin-bottom:.75rem}
.reactions button{display:inline-flex;align-items:center;gap:.4rem;border:1px solid #cbd5e1;background:#f8fafc;border-radius:999px;padding:.4rem .9rem;min-height:44px}
.reactions button span{font-size:1.2rem;line-height:1}
.reactions button.sent{border-color:var(--primary);background:#fff;color:var(--secondary-text);font-weight:600}
.reactions button.sent::after{content:"✓"}
.sent,.threads,.cues{list-style:none;margin:0;padding:0}
.sent{margin-top:1rem;border-top:1px solid #e2e8f0;padding-top:.75rem}
.sent li,.threads>li{padding:.5rem 0;overflow-wrap:anywhere;white-space:pre-line}
.badge{display:inline-block;margin-right:.5rem;padding:0 .5rem;border-radius:999px;background:#dcfce7;color:#166534;font-size:.75rem;font-weight:600}
.at{border:0;background:none;padding:0 .25rem;color:var(--primary-text);text-decoration:underline;min-height:44px}
.threads blockquote{margin:0;color:#334155}
.threads .reply{margin:.5rem 0 0 1rem;padding-left:.75rem;border-left:3px solid var(--primary)}
#transcript-search{width:100%;border:1px solid #cbd5e1;border-radius:.5rem;padding:.6rem .75rem;min-height:44px}
#transcript-count:empty{display:none}
.cues{max-height:18rem;overflow:auto;margin-top:.5rem}
.cue{display:flex;gap:.75rem;width:100%;text-align:left;border:0;background:none;padding:.5rem;border-radius:.5rem;min-height:44px}
.cue:hover{background:#f1f5f9}
.cue[aria-current=true]{background:#f1f5f9;box-shadow:inset 3px 0 0 var(--primary)}
.cue .time{color:#475569;font-variant-numeric:tabular-nums;font-size:.875rem;padding-top:.1rem}
.cue mark{background:#fde68a;color:inherit}
.sr-only{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
@media (max-width:480px){main{padding:.5rem}.stage{border-radius:.5rem}.about h1{font-size:1.25rem}.actions{flex-direction:column-reverse}.actions button{width:100%}}
`;
