import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'] });
for (const url of process.argv.slice(2)) {
  const { lhr } = await lighthouse(url, { port: chrome.port, onlyCategories: ['performance'], output: 'json', logLevel: 'error' });
  const a = lhr.audits;
  console.log(url, 'perf', lhr.categories.performance.score, 'LCP', Math.round(a['largest-contentful-paint'].numericValue), 'TBT', Math.round(a['total-blocking-time'].numericValue), 'FCP', Math.round(a['first-contentful-paint'].numericValue));
  console.log(' mainthread:', a['mainthread-work-breakdown'].details.items.map((i) => `${i.groupLabel} ${Math.round(i.duration)}`).join(', '));
  console.log(' bootup:', a['bootup-time'].details.items.slice(0, 6).map((i) => `${i.url.replace(/^https?:\/\/[^/]+/, '')} total ${Math.round(i.total)} script ${Math.round(i.scripting)} parse ${Math.round(i.scriptParseCompile)}`).join(' | '));
  const lcpEl = a['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet; console.log(' lcp element', lcpEl?.slice(0, 120));
  const phases = a['largest-contentful-paint-element']?.details?.items?.[1]?.items; console.log(' lcp phases', JSON.stringify(phases?.map((p) => [p.phase, Math.round(p.timing)])));
  console.log(' long tasks', a['long-tasks']?.details?.items?.slice(0, 10).map((t) => `${t.url.replace(/^https?:\/\/[^/]+/, '')}@${Math.round(t.startTime)}:${Math.round(t.duration)}`).join(' '));
}
await chrome.kill();
