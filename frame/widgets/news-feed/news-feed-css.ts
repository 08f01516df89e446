// Every size is CSS's: the grid's cards share the row down to a least width (a 375 px frame takes one
// per row), each picture's box has a 16:9 shape before the picture arrives, and a list's picture a fixed
// width, so the server's markup has its final height at any width. A picture fills its box from outside
// the flow (absolute), so its own size, known only once it loads, never changes the box.
export const NEWS_FEED_CSS = `
.tw-news_feed{--tw-gap:20px}
.tw-news_feed h2{font-size:1.25em;margin:0 0 16px}
.tw-news_feed .tw-posts{list-style:none;margin:0;padding:0;display:flex;flex-wrap:wrap;gap:var(--tw-gap)}
.tw-news_feed .tw-posts>li{display:flex}
.tw-feed-grid .tw-posts>li{flex:0 0 calc((100% - (var(--tw-cols,3) - 1) * var(--tw-gap)) / var(--tw-cols,3));min-width:min(100%,220px);flex-grow:1}
.tw-feed-list .tw-posts{flex-direction:column}
.tw-news_feed .tw-post{display:flex;flex-direction:column;width:100%;border:1px solid var(--t-text-100);border-radius:var(--t-radius,12px);overflow:hidden;background:var(--t-bg-50)}
.tw-feed-list .tw-post{flex-direction:row}
.tw-news_feed .tw-pic{position:relative;flex:none;aspect-ratio:16/9;background:var(--t-text-100)}
.tw-feed-list .tw-pic{width:clamp(96px,30%,200px);aspect-ratio:4/3;align-self:flex-start}
.tw-news_feed .tw-pic img{position:absolute;inset:0;display:block;width:100%;height:100%;object-fit:cover}
.tw-news_feed .tw-body{display:flex;flex-direction:column;gap:6px;padding:14px 16px;min-width:0}
.tw-news_feed h3{font-size:1.05em;line-height:1.3;margin:0;overflow-wrap:anywhere}
.tw-news_feed h3 a{color:inherit;text-decoration:none}
.tw-news_feed h3 a:hover,.tw-news_feed h3 a:focus-visible{text-decoration:underline}
.tw-news_feed .tw-date{font-size:.85em;color:var(--t-text-700)}
.tw-news_feed .tw-summary{margin:0;line-height:1.5;overflow-wrap:anywhere}
.tw-news_feed .tw-more{margin-top:auto;align-self:flex-start;font-weight:600;color:var(--t-accent-700)}
.tw-news_feed .tw-empty{margin:0;color:var(--t-text-700)}
`;
