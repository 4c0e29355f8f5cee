// jsdom lays nothing out, so it has no scrolling: its window.scrollTo only prints "Not
// implemented" to the console, which buried real failures in CI's output. A test that checks
// scrolling replaces this with its own mock.
window.scrollTo = (() => undefined) as typeof window.scrollTo;
